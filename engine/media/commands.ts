import { handleCommand, type ReadYourWrites } from "../command.ts"
import type { EventStore } from "../eventstore/port.ts"
import { mediaDecider, type RecordUpload } from "./media.ts"
import { mediaStream } from "./media-id.ts"

export const recordUpload = (deps: { readonly store: EventStore; readonly projections?: ReadYourWrites }, command: Omit<RecordUpload, "type">) =>
  handleCommand(deps, mediaStream(command.mediaId), mediaDecider, { type: "RecordUpload", ...command })
