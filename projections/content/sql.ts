// Small SQL helpers of the content read models.
import { sql } from "kysely"

/** A JSON value for a jsonb column (pg would send a JS array as a Postgres array). */
export const jsonb = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`

/** Global positions as text: bigint parameters travel safely through both drivers that way. */
export const positionOf = (position: bigint): string => position.toString()
