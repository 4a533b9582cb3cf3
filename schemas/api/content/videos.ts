// Payloads and answers of /api/video.
import { Schema } from "effect"

import { VideoContent } from "#schemas/events/video.ts"
import { CleanText } from "#schemas/text.ts"

import { BodyId, CATEGORY_MAX, DESCRIPTION_MAX, Text, TITLE_MAX, VIDEO_URL_MAX } from "./fields.ts"

const VideoFields = {
  title: Text("Title", TITLE_MAX),
  category: Text("Category", CATEGORY_MAX),
  video: Text("Video", VIDEO_URL_MAX),
  description: Text("Description", DESCRIPTION_MAX),
}

export const NewVideo = Schema.Struct(VideoFields)
export const VideoUpdate = Schema.Struct({ ...VideoFields, _id: BodyId })

/** A stored video: its content as the events carry it, and its id. */
export const Video = Schema.Struct({ _id: CleanText, ...VideoContent.fields })
export type Video = typeof Video.Type

export const VideoGroup = Schema.Struct({ category: CleanText, videos: Schema.Array(Video) })
