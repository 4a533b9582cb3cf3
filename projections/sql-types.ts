// Column types shared by the read models' table definitions. Both drivers (node-postgres
// and PGlite) read timestamptz as Date, int8 as bigint and jsonb as parsed JSON.
import { type ColumnType, type RawBuilder, sql } from "kysely"

/** A jsonb column holding T, written through `jsonb(value)`. */
export type Jsonb<T> = ColumnType<T, RawBuilder<T>, RawBuilder<T>>

/** A JSON value for a jsonb column (pg would send a JS array as a Postgres array). */
export const jsonb = <T>(value: T): RawBuilder<T> => sql<T>`${JSON.stringify(value)}::jsonb`

/** A bigint column: read as bigint, written as text (bigint parameters travel safely through both drivers that way). */
export type Int8 = ColumnType<bigint, string, string>

/** Global positions as text, for an Int8 column. */
export const positionOf = (position: bigint): string => position.toString()
