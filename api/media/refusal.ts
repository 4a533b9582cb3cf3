// An upload the pipeline will not take, with the status and words the client should get.
import type { Refusal } from "#engine/media/limits.ts"

export class MediaRefused extends Error {
  readonly _tag = "MediaRefused"
  readonly status: Refusal["status"]
  constructor(refusal: Refusal) {
    super(refusal.message)
    this.status = refusal.status
  }
}
