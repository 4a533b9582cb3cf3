// Videos, stream `video-<id>`. The link is stored in its normal form (schemas/video-embed.ts).
import { Schema } from "effect"

const VideoFields = {
  videoId: Schema.String,
  title: Schema.String,
  video: Schema.String,
  description: Schema.String,
  category: Schema.String,
  at: Schema.String,
}

export const VideoAdded = Schema.Struct({ type: Schema.Literal("VideoAdded"), ...VideoFields })
export const VideoUpdated = Schema.Struct({ type: Schema.Literal("VideoUpdated"), ...VideoFields })
export const VideoDeleted = Schema.Struct({ type: Schema.Literal("VideoDeleted"), videoId: Schema.String, at: Schema.String })

export const VideoEvent = Schema.Union(VideoAdded, VideoUpdated, VideoDeleted)
export type VideoEvent = typeof VideoEvent.Type
export type VideoData = Omit<typeof VideoAdded.Type, "type" | "videoId" | "at">
export const VIDEO_EVENT_TYPES = ["VideoAdded", "VideoUpdated", "VideoDeleted"] as const
