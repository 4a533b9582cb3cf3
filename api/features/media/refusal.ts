// An upload the pipeline will not take, with the status and words the client should get.
import type { Refusal, RefusalKind } from "#engine/media/limits.ts"

/** Each engine refusal's HTTP status: too large 413, not an accepted image 415, too many pixels 400. */
const STATUS: Record<RefusalKind, 400 | 413 | 415> = { "too-large": 413, unsupported: 415, "too-many-pixels": 400 }

const statusOfRefusal = (refusal: Refusal): 400 | 413 | 415 => STATUS[refusal.kind]

export class MediaRefused extends Error {
  readonly _tag = "MediaRefused"
  readonly status: 400 | 413 | 415
  constructor(refusal: Refusal) {
    super(refusal.message)
    this.status = statusOfRefusal(refusal)
  }
}
