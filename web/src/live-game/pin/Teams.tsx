import "./teams.css"

import { useId, useState } from "react"

import type { LiveGameState, LiveTeam, LiveTeams } from "#schemas/api/live-game-socket.ts"
import { TEAM_COUNT_MAX, TEAM_COUNT_MIN, type TeamPicking, teamShape } from "#schemas/live-team-rules.ts"
import { toast } from "#web/ui/toastify.ts"

import { movement } from "../by-question/movement.ts"
import { sayIn, teamNameIn, useLiveWords } from "../words.ts"
import { chooseTeam, setTeams } from "./pinSession.ts"
import { teamsByPlace } from "./teams.ts"

/** A team as every screen shows it: its colour with its shape and its name, so colour never tells it alone. */
export function TeamBadge({ team }: { team: number }) {
  const m = useLiveWords()
  return (
    <span className={`team-badge team-tone--${team}`}>
      <span className="team-badge__shape" aria-hidden="true">
        {teamShape(team)}
      </span>
      <span className="team-badge__name">{teamNameIn(m, team)}</span>
    </span>
  )
}

/** The host's team settings between rounds: off, or 2 to 6 teams, balanced by the game or picked by the players; and who is in each. */
export function TeamSetup({ game }: { game: LiveGameState }) {
  const m = useLiveWords()
  const teams = game.teams ?? null
  const [count, setCount] = useState(teams?.count ?? TEAM_COUNT_MIN)
  const [picking, setPicking] = useState<TeamPicking>(teams?.picking ?? "balanced")
  const [busy, setBusy] = useState(false)
  // Said in the card, not in a toast: a toast would cover the big screen's controls.
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null)
  const ids = { on: useId(), count: useId(), picking: useId() }
  const send = async (next: { on: boolean; count: number; picking: TeamPicking }) => {
    setCount(next.count)
    setPicking(next.picking)
    setBusy(true)
    const answer = await setTeams(next.on ? next.count : 0, next.picking)
    setBusy(false)
    setSaid({ ok: answer.success, text: sayIn(m, answer.message) })
  }
  const on = teams !== null
  return (
    <section className="card pin-teams" aria-labelledby="pin-teams-title">
      <h2 id="pin-teams-title">{m.teamsTitle}</h2>
      <div className="pin-teams__switch">
        <input id={ids.on} type="checkbox" checked={on} disabled={busy} onChange={(e) => void send({ on: e.target.checked, count, picking })} />
        <label htmlFor={ids.on}>{m.teamsPlayWith}</label>
      </div>
      {on && (
        <>
          <div className="pin-round__row">
            <div className="field">
              <label htmlFor={ids.count}>{m.teamsHowMany}</label>
              <select id={ids.count} value={teams.count} disabled={busy} onChange={(e) => void send({ on, count: Number(e.target.value), picking })}>
                {Array.from({ length: TEAM_COUNT_MAX - TEAM_COUNT_MIN + 1 }, (_, i) => TEAM_COUNT_MIN + i).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
            <fieldset className="pin-teams__picking">
              <legend className="visually-hidden">{m.teamsHowPicked}</legend>
              {(["balanced", "players"] as const).map((way) => (
                <label key={way}>
                  <input
                    type="radio"
                    name={ids.picking}
                    value={way}
                    checked={teams.picking === way}
                    disabled={busy}
                    onChange={() => void send({ on, count: teams.count, picking: way })}
                  />{" "}
                  {way === "balanced" ? m.teamsBalanced : m.teamsPlayersPick}
                </label>
              ))}
            </fieldset>
          </div>
          <p className="quiz-muted">{m.teamsScoreRule}</p>
          <TeamRosters teams={teams} />
        </>
      )}
      {said && (
        <p role={said.ok ? "status" : "alert"} className={said.ok ? "quiz-muted" : "form-error"}>
          {said.text}
        </p>
      )}
    </section>
  )
}

/** Who is in each team, and who is yet to pick. */
function TeamRosters({ teams }: { teams: LiveTeams }) {
  const m = useLiveWords()
  return (
    <>
      <ul className="pin-teams__list" aria-label={m.teamsTitle}>
        {teams.list.map((t) => (
          <li key={t.team} className="pin-teams__team">
            <span className="pin-teams__head">
              <TeamBadge team={t.team} /> <span className="quiz-muted">{m.teamMembers(t.size)}</span>
            </span>
            <span className="pin-teams__members">
              {t.members.length === 0 ? m.teamsNoMembers : t.members.join(", ")}
              {t.size > t.members.length && ` ${m.teamMoreMembers(t.size - t.members.length)}`}
            </span>
          </li>
        ))}
      </ul>
      {teams.picking === "players" && teams.unpicked > 0 && <p className="quiz-muted">{m.teamsWaitingToPick(teams.unpicked)}</p>}
    </>
  )
}

function TeamRow({ team, spelled }: { team: LiveTeam; spelled: boolean }) {
  const move = movement(team, useLiveWords())
  const tone = move.direction === "same" ? "qbq-move" : `qbq-move qbq-move--${move.direction}`
  return (
    <li className="qbq-board__row team-board__row">
      <span className="qbq-board__place">{team.place}</span>
      <span className={tone}>
        <span aria-hidden="true">{move.arrow} </span>
        {spelled ? move.words : <span className="visually-hidden">{move.words}</span>}
      </span>
      <span className="qbq-board__name">
        <TeamBadge team={team.team} />
      </span>
      <span className="qbq-board__points">
        {team.points}
        {team.gained > 0 && <span className="qbq-board__gained"> +{team.gained}</span>}
      </span>
    </li>
  )
}

/** The teams best first, with who moved and their points (their players' average). */
export function TeamStandings({ teams, spelled = false }: { teams: LiveTeams; spelled?: boolean }) {
  const m = useLiveWords()
  return (
    <ol className={spelled ? "qbq-board qbq-board--spelled team-board" : "qbq-board team-board"} aria-label={m.teamsStandingsLabel}>
      {teamsByPlace(teams)
        .slice(0, 5)
        .map((t) => (
          <TeamRow key={t.team} team={t} spelled={spelled} />
        ))}
    </ol>
  )
}

/** The end of a round played in teams: the winning team (or teams) large, then every team's place. */
export function TeamPodium({ teams }: { teams: LiveTeams }) {
  const m = useLiveWords()
  const winners = teams.list.filter((t) => t.place === 1)
  return (
    <section className="card team-podium" aria-labelledby="team-podium-title">
      <h2 id="team-podium-title" className="team-podium__title">
        {m.teamsPodiumTitle}
      </h2>
      <p className="team-podium__winner">
        {winners.map((t) => (
          <TeamBadge key={t.team} team={t.team} />
        ))}
        <span className="team-podium__points">{m.teamPoints(winners[0]?.points ?? 0)}</span>
      </p>
      <TeamStandings teams={teams} spelled />
      <p className="quiz-muted">{m.teamsScoreRule}</p>
    </section>
  )
}

/** A player's team in the lobby: theirs, and, when the players pick, a button per team. */
export function TeamChoice({ teams, mine }: { teams: LiveTeams; mine: number | undefined }) {
  const m = useLiveWords()
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState("")
  const pick = async (team: number) => {
    setBusy(true)
    const answer = await chooseTeam(team)
    setBusy(false)
    // The server names the team in English: the page's words say it again with the team's name in them.
    if (answer.success) setSaid(m.teamChosen(teamNameIn(m, team)))
    else toast.error(sayIn(m, answer.message))
  }
  return (
    <div className="pin-team-choice">
      <p className="pin-team-choice__mine">
        {mine === undefined ? (
          m.teamNonePicked
        ) : (
          <>
            {m.teamYours} <TeamBadge team={mine} />
          </>
        )}
      </p>
      {teams.picking === "players" && (
        <ul className="pin-team-choice__list" aria-label={m.teamPickTitle}>
          {teams.list.map((t) => (
            <li key={t.team}>
              <button
                type="button"
                className={`pin-team-choice__button team-tone--${t.team}`}
                aria-pressed={mine === t.team}
                aria-label={m.teamPickChoice(teamNameIn(m, t.team), t.size)}
                disabled={busy}
                onClick={() => void pick(t.team)}
              >
                <span aria-hidden="true">{teamShape(t.team)}</span> {teamNameIn(m, t.team)} <span className="pin-team-choice__size">({t.size})</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </div>
  )
}
