import { useId } from "react"
import { useNavigate } from "react-router-dom"

import * as Groups from "#schemas/group-messages.ts"
import { playerName } from "#schemas/i18n/player-name.ts"
import { useMessages } from "#web/i18n/language.ts"
import { levelName, useQuizWords } from "#web/quiz-play/words.ts"

import { challengeStatus } from "../challengeStatus.ts"
import type { Challenge, Me } from "../types.ts"

interface Props {
  challenge: Challenge & { is_challenged?: boolean; is_completed?: boolean }
  me: Me
  /** In the all-groups list the group is named; inside a group it goes without saying. */
  showGroup?: boolean
}

/** One challenge: the quiz, who put it, who finished it and how they did, and the way to take it. */
export function ChallengeCard({ challenge: c, me, showGroup = false }: Props) {
  const m = useMessages("groups", Groups)
  const q = useQuizWords()
  const navigate = useNavigate()
  const noteId = useId()
  const status = challengeStatus(c, me)
  const take = () => navigate("/quizgame", { state: { gradeQuiz: c.quiz_id, challenged: true } })
  // A challenge this player has finished shows their result where the button was.
  const finished = (c.is_challenged ?? c.challenged.includes(me.username)) && (c.is_completed ?? c.completed.includes(me.username))
  const mine = c.scores.find((s) => s.username === me.username)
  return (
    // The all-challenges list is where a challenge's toast leads (#challenge-<id>).
    <li className="challenge" id={showGroup ? `challenge-${c.challenge_id}` : undefined}>
      <div className="challenge__head">
        <h3 className="challenge__topic">{c.topic}</h3>
        <span className="quiz-card__level">{levelName(q, c.level)}</span>
      </div>
      <p className="challenge__meta">
        {q.questionCount(c.number_questions)}
        {showGroup && (
          <>
            {m.inGroup}
            <strong>{c.group_name}</strong>
          </>
        )}
        {m.fromPlayer}
        <strong>{c.challenger_id === me.id ? m.you : playerName(m, c.challenger)}</strong>
      </p>
      {c.scores.length === 0 ? (
        <p className="challenge__none">{m.nobodyCompletedYet}</p>
      ) : (
        <ul className="challenge__scores" aria-label={m.completedTopic(c.topic)}>
          {c.scores.map((s) => (
            <li key={s.username}>
              <span>{playerName(m, s.username)}</span>
              <span className="challenge__score">{m.score(s.number_correct, s.number_questions, s.percent_score)}</span>
            </li>
          ))}
        </ul>
      )}
      {finished ? (
        <p className="challenge__mine">
          <strong>{m.yourResult}</strong> {mine ? m.score(mine.number_correct, mine.number_questions, mine.percent_score) : m.completed}
        </p>
      ) : (
        <div className="challenge__actions">
          <button
            type="button"
            className="button button--small"
            disabled={!status.canTake}
            onClick={take}
            aria-label={m.takeChallengeNamed(c.topic, levelName(q, c.level))}
            aria-describedby={status.canTake ? undefined : noteId}
          >
            {m.takeChallenge}
          </button>
          {!status.canTake && (
            <small id={noteId} className="quiz-muted">
              {m[status.reason]}
            </small>
          )}
        </div>
      )}
    </li>
  )
}
