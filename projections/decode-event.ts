// Projections see stored events as type + data; this rebuilds the domain event and checks
// it against its schema, so a malformed event stops the projection loudly instead of
// writing garbage into a read model.
import { Schema } from "effect"
import type { RecordedEvent } from "../engine/eventstore/port.ts"

/** The decoder for one union of events; null for types the union does not hold. */
export const eventDecoder = <A extends { readonly type: string }, I>(schema: Schema.Schema<A, I>, types: readonly string[]) => {
  const known = new Set(types)
  const decode = Schema.decodeUnknownSync(schema)
  return (event: RecordedEvent): A | null =>
    known.has(event.type) ? decode({ ...(event.data as object), type: event.type }) : null
}
