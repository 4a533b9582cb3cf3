// The video aggregate (stream `video-<id>`): a YouTube or Vimeo link in its normal form.
import type { Decider } from "#engine/decider.ts"
import type { NewVideo } from "#schemas/api/content/videos.ts"
import { type VideoData, VideoEvent } from "#schemas/events/video.ts"
import * as Messages from "#schemas/messages.ts"

import { type EntityStatus, requireLive } from "../content/entity.ts"
import { requireCategory, requireText } from "../content/fields.ts"
import { requireVideoLink } from "../content/video-link.ts"

export interface VideoState {
  readonly status: EntityStatus
}

export const videoStream = (videoId: string): string => `video-${videoId}`

/** A video as the owner's form sends it, once the payload schema has read it. */
export type VideoInput = typeof NewVideo.Type

export const prepareVideo = (input: VideoInput): VideoData => ({
  title: requireText(input.title, "Title"),
  video: requireVideoLink(input.video),
  description: input.description.trim(),
  category: requireCategory(input.category),
})

export interface DeleteVideo {
  readonly videoId: string
  readonly now: Date
}

export interface SaveVideo {
  readonly videoId: string
  readonly input: VideoInput
  readonly now: Date
}

const add = (command: SaveVideo, state: VideoState): VideoEvent[] =>
  state.status !== "none" ? [] : [{ type: "VideoAdded", videoId: command.videoId, ...prepareVideo(command.input), at: command.now.toISOString() }]

const update = (command: SaveVideo, state: VideoState): VideoEvent[] => {
  requireLive(state.status, Messages.videoNotFound)
  return [{ type: "VideoUpdated", videoId: command.videoId, ...prepareVideo(command.input), at: command.now.toISOString() }]
}

const remove = (command: DeleteVideo, state: VideoState): VideoEvent[] => {
  requireLive(state.status, Messages.videoNotFound)
  return [{ type: "VideoDeleted", videoId: command.videoId, at: command.now.toISOString() }]
}

export type VideoCommand = ({ readonly type: "AddVideo" | "UpdateVideo" } & SaveVideo) | ({ readonly type: "DeleteVideo" } & DeleteVideo)

export const videoDecider: Decider<VideoCommand, VideoState, VideoEvent> = {
  decide: (command, state) => {
    switch (command.type) {
      case "AddVideo":
        return add(command, state)
      case "UpdateVideo":
        return update(command, state)
      case "DeleteVideo":
        return remove(command, state)
    }
  },
  evolve: (_state, event) => ({ status: event.type === "VideoDeleted" ? "deleted" : "live" }),
  initialState: { status: "none" },
  events: VideoEvent,
}
