// A PIN game's report for its host (docs/product.md, quiz night): the rounds of the last game
// played under the PIN, folded from its live-game stream as a group's rounds are. Only that
// game's host may have it, and only once a round has finished and none is running; the server
// decides, whatever the page shows. A game that "play again" closed keeps its stream, so its
// report is still there under its old PIN.
import { Missing, NotAllowed } from "#engine/domain-errors.ts"
import type { EventStore } from "#engine/eventstore/port.ts"
import { type PlayedRound, playedRounds } from "#engine/live-game/history.ts"
import { replay } from "#engine/live-game/machine.ts"
import { eventDecoder } from "#projections/decode-event.ts"
import { LiveGameEvent, LiveGameEventTypes, liveGameStream } from "#schemas/events/live-game.ts"
import { pinKey } from "#schemas/live-pin-rules.ts"
import * as Messages from "#schemas/messages.ts"

const decodeLive = eventDecoder(LiveGameEvent, LiveGameEventTypes)

export const pinReport = async (
  deps: { readonly store: Pick<EventStore, "readStream"> },
  input: { readonly pin: string; readonly userId: string },
): Promise<readonly PlayedRound[]> => {
  const events = (await deps.store.readStream(liveGameStream(pinKey(input.pin)))).flatMap((e) => decodeLive(e) ?? [])
  if (events.length === 0) throw new Missing(Messages.pinNotFound)
  const now = replay(events)
  const rounds = playedRounds(events)
  const last = rounds.at(-1)
  // Whoever hosts the game now (or hosted the game whose rounds these are) may know it exists.
  const hostId = last?.hostId ?? now.context.pin?.hostId
  if (hostId !== input.userId) throw new NotAllowed(Messages.pinHostOnly)
  if (!last || now.phase === "inRound" || now.phase === "generating") throw new NotAllowed(Messages.pinReportNotYet)
  return rounds.filter((r) => r.gameId === last.gameId)
}
