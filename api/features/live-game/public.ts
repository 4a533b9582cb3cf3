// The live game: a group plays a round together on socket.io, each group's game decided by
// one room on this node and its updates sent from the facts it takes in (see sockets.ts). The
// games loaded on this node are made here, once per app; accounts take a deleted player out
// of theirs with `leave`.
import { LiveRooms } from "./rooms.ts"
import { type LiveGameDeps, registerLiveGames } from "./sockets.ts"

export type { LiveGameDeps } from "./sockets.ts"

export const makeLiveGame = (deps: LiveGameDeps) => {
  const games = new LiveRooms({ store: deps.store, log: deps.log })
  return {
    /** How many open games this node holds (for the metrics). */
    openGames: (): number => games.running,
    /** Takes a player out of a group's live game (their account was deleted). */
    leave: (groupId: string, userId: string, at: Date) => games.submit(groupId, () => ({ type: "Leave", userId, at })),
    /** socket.io: the live-game events on each new socket; the games that were running carry on. Closed with the app. */
    registerSockets: () => registerLiveGames(deps, games),
  }
}
