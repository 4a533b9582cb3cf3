// A game played in teams as the screens say it: the teams best first, the receiving player's
// team, and the lines the host's screen and the phones read out (schemas/team-messages.ts).
import type { LiveGameState, LiveTeam, LiveTeams, LiveYou } from "#schemas/api/live-game-socket.ts"

import { ENGLISH_LIVE, type LiveWords, teamNameIn } from "../words.ts"

/** Best first; equal places in team order. */
export const teamsByPlace = (teams: LiveTeams): LiveTeam[] => [...teams.list].sort((a, b) => a.place - b.place || a.team - b.team)

/** The teams that share first place, once anyone has scored; none before. */
export const leadingTeams = (teams: LiveTeams): LiveTeam[] => (teams.list.some((t) => t.points > 0) ? teams.list.filter((t) => t.place === 1) : [])

/** What the big screen reads out at a reveal: which team leads. */
export const leadLine = (teams: LiveTeams, m: LiveWords = ENGLISH_LIVE): string => {
  const leaders = leadingTeams(teams)
  return leaders.length === 0
    ? ""
    : m.teamLead(
        leaders.map((t) => teamNameIn(m, t.team)),
        leaders[0]!.points,
      )
}

/** The receiving player's team in the game, when it is played in teams and they have one. */
export const myTeam = (game: LiveGameState, you: LiveYou | null): LiveTeam | null => {
  const index = you?.participant?.team
  return index === undefined || !game.teams ? null : (game.teams.list[index] ?? null)
}

/** "Your team, the Red Foxes: 1st of 3", for the phone after a reveal. */
export const myTeamLine = (game: LiveGameState, you: LiveYou | null, m: LiveWords = ENGLISH_LIVE): string | null => {
  const team = myTeam(game, you)
  return team && game.teams ? m.teamPlace(teamNameIn(m, team.team), team.place, game.teams.count) : null
}
