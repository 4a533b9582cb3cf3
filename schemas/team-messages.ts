// The words of a quiz night's team mode (docs/product.md, "Teams"): part of the catalogue in
// messages.ts, which re-exports them, kept together so the team screens' words stay in one place.

/** Each team's name, by its number: the colour in words as well as on screen, so colour never tells a team alone. */
export const teamNames = ["Red Foxes", "Blue Owls", "Green Hares", "Gold Bees", "Purple Otters", "Teal Wrens"] as const
export const teamCountRange = (min: number, max: number) => `A game has ${min} to ${max} teams.`
export const teamsOff = "This game is played without teams."
export const teamsPickedForYou = "The teams are balanced by the game: yours is chosen for you."
export const teamUnknown = "There is no such team in this game."
export const teamPickingUnknown = "Teams are balanced by the game or picked by the players."
export const teamBetweenRounds = "Teams are chosen between rounds."
export const teamsSet = "Teams set"
export const teamsTurnedOff = "Teams are off"
export const teamChosen = (name: string) => `You are in the ${name}.`
// the host's screen and the phones
export const teamsTitle = "Teams"
export const teamsPlayWith = "Play in teams"
export const teamsHowMany = "How many teams"
export const teamsBalanced = "Balance automatically"
export const teamsPlayersPick = "Players pick their team"
export const teamsHowPicked = "How players get a team"
export const teamsStandingsLabel = "Team standings"
export const teamsScoreRule = "A team's score is its players' average, so a small team is not at a disadvantage."
export const teamsNoMembers = "Nobody yet"
export const teamsWaitingToPick = (count: number) =>
  `${count} ${count === 1 ? "player has" : "players have"} not picked yet; they join the smallest team when the round starts.`
export const teamsStandingsTitle = "Teams"
export const teamsPodiumTitle = "The winning team"
export const teamPickTitle = "Pick your team"
export const teamNextRound = "The host may start another round: pick your team or suggest a topic"
export const teamYours = "Your team:"
export const teamPlace = (name: string, place: number, of: number) => `Your team, the ${name}: ${ordinal(place)} of ${of}`
export const teamPoints = (points: number) => `${points} ${points === 1 ? "point" : "points"} (average)`
export const teamMembers = (count: number) => `${count} ${count === 1 ? "player" : "players"}`
export const teamMoreMembers = (count: number) => `and ${count} more`
export const teamLead = (names: readonly string[], points: number) =>
  `${names.join(" and ")} ${names.length === 1 ? "leads" : "lead"} the teams with ${points} ${points === 1 ? "point" : "points"}.`
export const teamFinished = (name: string, place: number, of: number) => `Your team, the ${name}, finished ${ordinal(place)} of ${of}.`
export const teamPickChoice = (name: string, size: number) => `${name}, ${size} ${size === 1 ? "player" : "players"}`
export const teamNonePicked = "Pick a team below, or you join the smallest one when the round starts."

const ordinal = (n: number): string => {
  const tens = n % 100
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th")
  return `${n}${suffix}`
}
