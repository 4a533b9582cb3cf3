import { handleCommand, type ReadYourWrites } from "../command.ts"
import type { EventStore } from "../eventstore/port.ts"
import { decideRecordUpload, mediaAggregate, type RecordUpload } from "./media.ts"
import { mediaStream } from "./media-id.ts"

export const recordUpload = (deps: { readonly store: EventStore; readonly projections?: ReadYourWrites }, command: RecordUpload) =>
  handleCommand(deps, mediaStream(command.mediaId), mediaAggregate, (state) => decideRecordUpload(command, state))
