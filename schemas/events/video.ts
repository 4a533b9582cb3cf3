// Videos, stream `video-<id>`. The link is stored in its normal form (schemas/video-embed.ts).
import { Schema } from "effect"

/** A video's content, as every event carries it and the API answers it (with its `_id`). */
export const VideoContent = Schema.Struct({
  title: Schema.String,
  video: Schema.String,
  description: Schema.String,
  category: Schema.String,
})
export type VideoData = typeof VideoContent.Type

const VideoFields = { videoId: Schema.String, ...VideoContent.fields, at: Schema.String }

export const VideoAdded = Schema.Struct({ type: Schema.Literal("VideoAdded"), ...VideoFields })
export const VideoUpdated = Schema.Struct({ type: Schema.Literal("VideoUpdated"), ...VideoFields })
export const VideoDeleted = Schema.Struct({ type: Schema.Literal("VideoDeleted"), videoId: Schema.String, at: Schema.String })

export const VideoEvent = Schema.Union(VideoAdded, VideoUpdated, VideoDeleted)
export type VideoEvent = typeof VideoEvent.Type
export const VIDEO_EVENT_TYPES = ["VideoAdded", "VideoUpdated", "VideoDeleted"] as const
