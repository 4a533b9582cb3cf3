// The media aggregate (stream `media-<id>`): an upload is recorded once and never changed.
import { MediaEvent, type StoredVariant } from "#schemas/events/media.ts"

import type { Decider } from "../decider.ts"
import { Invalid, WrongState } from "../domain-errors.ts"
import { VARIANT_NAMES } from "./variants.ts"

export interface MediaState {
  readonly uploaded: boolean
}

export interface RecordUpload {
  readonly type: "RecordUpload"
  readonly mediaId: string
  readonly variants: readonly StoredVariant[]
  readonly width: number
  readonly height: number
  readonly uploadedBy: "owner" | "guest"
  readonly now: Date
}

const decide = (command: RecordUpload, state: MediaState): MediaEvent[] => {
  // Ids are random; a repeat means the files on disk belong to another upload.
  if (state.uploaded) throw new WrongState("That media id is already taken.")
  const names = command.variants.map((v) => v.name)
  if (names.length !== VARIANT_NAMES.length || VARIANT_NAMES.some((n) => !names.includes(n))) {
    throw new Invalid(`An upload needs exactly the variants ${VARIANT_NAMES.join(", ")}.`)
  }
  return [
    {
      type: "MediaUploaded",
      mediaId: command.mediaId,
      variants: command.variants.map((v) => ({ ...v })),
      width: command.width,
      height: command.height,
      uploadedBy: command.uploadedBy,
      at: command.now.toISOString(),
    },
  ]
}

export const mediaDecider: Decider<RecordUpload, MediaState, MediaEvent> = {
  decide,
  evolve: () => ({ uploaded: true }),
  initialState: { uploaded: false },
  events: MediaEvent,
}
