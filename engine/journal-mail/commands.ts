import { type CommandDeps, handleCommand, loadState } from "#engine/command.ts"

import {
  type ConfirmSubscription,
  type RecordPostMailed,
  type RecordPostUndelivered,
  type RequestSubscription,
  subscriberStream,
  subscriptionDecider,
  type Unsubscribe,
} from "./subscription.ts"

export const requestSubscription = (deps: CommandDeps, command: RequestSubscription) =>
  handleCommand(deps, subscriberStream(command.subscriberId), subscriptionDecider, { type: "RequestSubscription", ...command })

export const confirmSubscription = (deps: CommandDeps, command: ConfirmSubscription) =>
  handleCommand(deps, subscriberStream(command.subscriberId), subscriptionDecider, { type: "ConfirmSubscription", ...command })

export const recordPostMailed = (deps: CommandDeps, command: RecordPostMailed) =>
  handleCommand(deps, subscriberStream(command.subscriberId), subscriptionDecider, { type: "RecordPostMailed", ...command })

export const recordPostUndelivered = (deps: CommandDeps, command: RecordPostUndelivered) =>
  handleCommand(deps, subscriberStream(command.subscriberId), subscriptionDecider, { type: "RecordPostUndelivered", ...command })

export const unsubscribe = (deps: CommandDeps, command: Unsubscribe) =>
  handleCommand(deps, subscriberStream(command.subscriberId), subscriptionDecider, { type: "Unsubscribe", ...command })

/** The subscription as its stream stands now (the sender reads it before each mail). */
export const loadSubscription = async (deps: Pick<CommandDeps, "store">, subscriberId: string) =>
  (await loadState(deps.store, subscriberStream(subscriberId), subscriptionDecider)).state
