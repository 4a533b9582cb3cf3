import { useId } from "react"
import { useNavigate } from "react-router-dom"

import { levelLabel } from "#schemas/quiz-rules.ts"

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
        <span className="quiz-card__level">{levelLabel(c.level)}</span>
      </div>
      <p className="challenge__meta">
        {c.number_questions} question{c.number_questions === 1 ? "" : "s"}
        {showGroup && (
          <>
            {" "}
            · group <strong>{c.group_name}</strong>
          </>
        )}{" "}
        · from <strong>{c.challenger_id === me.id ? "you" : c.challenger}</strong>
      </p>
      {c.scores.length === 0 ? (
        <p className="challenge__none">Nobody has completed it yet.</p>
      ) : (
        <ul className="challenge__scores" aria-label={`Completed ${c.topic}`}>
          {c.scores.map((s) => (
            <li key={s.username}>
              <span>{s.username}</span>
              <span className="challenge__score">
                {s.number_correct} / {s.number_questions} · {s.percent_score}%
              </span>
            </li>
          ))}
        </ul>
      )}
      {finished ? (
        <p className="challenge__mine">
          <strong>Your result:</strong> {mine ? `${mine.number_correct} / ${mine.number_questions} · ${mine.percent_score}%` : "completed"}
        </p>
      ) : (
        <div className="challenge__actions">
          <button
            type="button"
            className="button button--small"
            disabled={!status.canTake}
            onClick={take}
            aria-label={`Take challenge: ${c.topic}, ${levelLabel(c.level)}`}
            aria-describedby={status.canTake ? undefined : noteId}
          >
            Take challenge
          </button>
          {!status.canTake && (
            <small id={noteId} className="quiz-muted">
              {status.reason}
            </small>
          )}
        </div>
      )}
    </li>
  )
}
