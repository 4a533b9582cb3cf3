// Projections see stored events as type + data; this rebuilds the domain event in its latest
// shape (engine/decider.ts `latestShape`, the one upcast path) and checks it against its schema, so a malformed event stops the projection loudly instead of
// writing garbage into a read model.
import { Schema } from "effect"

import { latestShape } from "#engine/decider.ts"
import type { RecordedEvent } from "#engine/eventstore/port.ts"

export interface EventDecoder<A> {
  (event: RecordedEvent): A | null
  /** The types it decodes: a projection's `eventTypes` are those of its decoders. */
  readonly types: readonly string[]
}

/** The decoder for one union of events; null for types the union does not hold. */
export const eventDecoder = <A extends { readonly type: string }, I>(schema: Schema.Schema<A, I>, types: readonly string[]): EventDecoder<A> => {
  const known = new Set(types)
  const decode = Schema.decodeUnknownSync(schema)
  const decoder = (event: RecordedEvent): A | null => (known.has(event.type) ? decode(latestShape(event)) : null)
  return Object.assign(decoder, { types: [...types] })
}

/** The event types a projection reads, from the decoders it reads them with. */
export const typesOf = (...decoders: readonly EventDecoder<unknown>[]): ReadonlySet<string> => new Set(decoders.flatMap((d) => d.types))
