// What every content aggregate folds to: whether the entity exists, and whether it was deleted.
import type { ReadYourWrites } from "../command.ts"
import { Missing } from "../domain-errors.ts"
import type { EventStore } from "../eventstore/port.ts"

export type EntityStatus = "none" | "live" | "deleted"

export type ContentDeps = { readonly store: EventStore; readonly projections?: ReadYourWrites }

/** 404 unless the entity exists and was not deleted. */
export const requireLive = (status: EntityStatus, notFound: string): void => {
  if (status !== "live") throw new Missing(notFound)
}
