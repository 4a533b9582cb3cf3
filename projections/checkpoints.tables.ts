// Where each projection has got to, and which version of its read model its tables hold.
import type { Int8 } from "./sql-types.ts"

export const CHECKPOINTS_TABLE = "projection_checkpoints"
export const VERSIONS_TABLE = "read_model_versions"

export interface CheckpointsTable {
  readonly name: string
  readonly position: Int8
}

export interface ReadModelVersionsTable {
  readonly name: string
  /** The `version` of the projection whose code built the tables. */
  readonly version: number
  /** The tables an upgrade built (dropped by the next one); empty for tables made in place. */
  readonly tables: readonly string[]
}

export type CheckpointsTables = { [CHECKPOINTS_TABLE]: CheckpointsTable; [VERSIONS_TABLE]: ReadModelVersionsTable }
