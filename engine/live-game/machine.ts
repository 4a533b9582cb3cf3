// The live game of one group as an XState v5 machine driven by its stored facts:
//
//   idle ──GameOpened──▶ lobby ──RoundRequested──▶ generating ──RoundStarted──▶ inRound
//                          ▲  ◀────RoundFailed────────┘                          │
//                          │                                             RoundCompleted
//                       GameReset                                               ▼
//                          └────────────── roundComplete ◀───────────────────────┘
//                                             │ RoundRequested (next topic) ─▶ generating
//   any phase but idle ──GameEnded──▶ idle
//
// In a question-by-question round, inRound also takes QuestionOpened, QuestionAnswered and
// QuestionRevealed, one question after another, until RoundCompleted after the last; the
// room's mode (LiveModeChosen) and a PIN game's teams (TeamsSet) are chosen in the lobby or
// between rounds; a player's team (TeamJoined) comes with membership, in every open phase.
//
// Joins, leaves, readiness and topics are taken in every open phase (a player who joins
// during a round waits for the next). The machine only says which facts a phase accepts
// and where they lead; evolve.ts says what they change. Because commands are decided
// against the machine (decide.ts) and the facts are what is stored, replaying a stream
// through the machine rebuilds the game exactly.
import { assign, setup, transition } from "xstate"

import type { LiveGameEvent } from "#schemas/events/live-game.ts"

import { evolve } from "./evolve.ts"
import { emptyContext, type LiveGame, type LiveGameContext, type Phase } from "./state.ts"

const apply = "apply" as const

const membership = {
  PlayerJoined: { actions: apply },
  PlayerLeft: { actions: apply },
  PlayerReturned: { actions: apply },
  PlayerReady: { actions: apply },
  TopicSubmitted: { actions: apply },
  MoreTimeChosen: { actions: apply },
  TeamJoined: { actions: apply },
  GameEnded: { target: "#liveGame.idle", actions: apply },
} as const

export const liveGameMachine = setup({
  types: {
    context: {} as LiveGameContext,
    events: {} as LiveGameEvent,
    input: {} as { groupId: string; groupName: string },
  },
  actions: {
    apply: assign(({ context, event }) => evolve(context, event)),
  },
}).createMachine({
  id: "liveGame",
  context: ({ input }) => emptyContext(input.groupId, input.groupName),
  initial: "idle",
  states: {
    idle: {
      on: { GameOpened: { target: "lobby", actions: apply } },
    },
    lobby: {
      on: {
        ...membership,
        RoundRequested: { target: "generating", actions: apply },
        GameReset: { target: "lobby", actions: apply },
        LiveModeChosen: { actions: apply },
        TeamsSet: { actions: apply },
      },
    },
    generating: {
      on: {
        ...membership,
        RoundStarted: { target: "inRound", actions: apply },
        RoundFailed: { target: "lobby", actions: apply },
      },
    },
    inRound: {
      on: {
        ...membership,
        AnswersSubmitted: { actions: apply },
        RoundTimedOut: { actions: apply },
        QuestionOpened: { actions: apply },
        QuestionAnswered: { actions: apply },
        QuestionRevealed: { actions: apply },
        RoundCompleted: { target: "roundComplete", actions: apply },
      },
    },
    roundComplete: {
      on: {
        ...membership,
        RoundRequested: { target: "generating", actions: apply },
        GameReset: { target: "lobby", actions: apply },
        LiveModeChosen: { actions: apply },
        TeamsSet: { actions: apply },
      },
    },
  },
})

export type LiveGameSnapshot = ReturnType<typeof liveGameMachine.getInitialSnapshot>

export const gameOf = (snapshot: LiveGameSnapshot): LiveGame => ({ phase: snapshot.value as Phase, context: snapshot.context })

/** The snapshot a game stands for, to send it more facts. */
export const snapshotOf = (game: LiveGame): LiveGameSnapshot => liveGameMachine.resolveState({ value: game.phase, context: game.context })

export const initialGame = (groupId = "", groupName = ""): LiveGame => ({ phase: "idle", context: emptyContext(groupId, groupName) })

/** Whether the game's phase takes this fact (decide only ever produces facts it takes). */
export const accepts = (game: LiveGame, event: LiveGameEvent): boolean => snapshotOf(game).can(event)

/**
 * The facts each phase takes that stay in the phase and only apply the fact, read from the
 * machine's own definition: for those, stepping is `evolve` alone, which is what XState's
 * transition would do, without resolving a snapshot per fact (a thousand players' answers
 * to one question are a thousand such facts, folded by the actor and by every node's feed).
 */
const appliedInPlace: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(liveGameMachine.config.states ?? {}).map(([phase, node]) => [
    phase,
    new Set(
      Object.entries((node as { on?: Record<string, unknown> }).on ?? {})
        .filter(([, t]) => typeof t === "object" && t !== null && !("target" in t) && !("guard" in t) && (t as { actions?: unknown }).actions === apply)
        .map(([type]) => type),
    ),
  ]),
)

/** One fact through the machine; a fact the phase does not take changes nothing. */
export const step = (game: LiveGame, event: LiveGameEvent): LiveGame => {
  if (appliedInPlace.get(game.phase)?.has(event.type)) return { phase: game.phase, context: evolve(game.context, event) }
  const [next] = transition(liveGameMachine, snapshotOf(game), event)
  return gameOf(next)
}

/** Through XState alone, for the test that the shortcut above changes nothing. */
export const stepThroughMachine = (game: LiveGame, event: LiveGameEvent): LiveGame => gameOf(transition(liveGameMachine, snapshotOf(game), event)[0])

export const replay = (events: readonly LiveGameEvent[], game: LiveGame = initialGame()): LiveGame => events.reduce(step, game)
