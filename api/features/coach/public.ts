// The homestead coach, for quiz admins: a question answered from the site's own content by
// the AI provider (whole, or streamed as server-sent events), with the conversation and the
// message rate kept in this process's memory.
import type { CoachAskDeps } from "./ask.ts"
import { coachHandlers } from "./handlers.ts"
import { CoachMemory } from "./memory.ts"

export { CoachGroup } from "./group.ts"

export type CoachDeps = Omit<CoachAskDeps, "memory">

export const makeCoach = (deps: CoachDeps) => {
  // Per app: each admin's conversation and their recent messages.
  const memory = new CoachMemory()
  return {
    coachHandlers: coachHandlers({ ...deps, memory }),
  }
}
