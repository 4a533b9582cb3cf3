// Where each projection has got to.
import type { Int8 } from "./sql-types.ts"

export const CHECKPOINTS_TABLE = "projection_checkpoints"

export interface CheckpointsTable {
  readonly name: string
  readonly position: Int8
}

export type CheckpointsTables = { [CHECKPOINTS_TABLE]: CheckpointsTable }
