// What the content handlers share: answers from the read model (404 when the row is gone),
// and the `_id` a PUT body may repeat.
import { Effect } from "effect"

import * as Messages from "#schemas/messages.ts"

import { BadRequest, NotFound } from "./errors.ts"

/** The read model's answer, or a 404 with `message`. */
export const found = <A>(read: () => Promise<A | undefined>, message: string): Effect.Effect<A, NotFound> =>
  Effect.flatMap(Effect.promise(read), (value) => (value === undefined ? Effect.fail(new NotFound({ message })) : Effect.succeed(value)))

/** A PUT body may carry `_id`; when it does, it must name the entity of the address. */
export const checkBodyId = (bodyId: string | null | undefined, pathId: string): Effect.Effect<void, BadRequest> =>
  bodyId === undefined || bodyId === null || bodyId === "" || bodyId === pathId ? Effect.void : Effect.fail(new BadRequest({ message: Messages.idMismatch }))
