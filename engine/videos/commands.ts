// Saving a video also puts its category on the video list (after the video, so a refused
// video adds nothing).
import { handleCommand } from "#engine/command.ts"

import { canonicalCategory, ensureCategory } from "../categories/commands.ts"
import type { ContentDeps } from "../content/entity.ts"
import { type DeleteVideo, prepareVideo, type SaveVideo, videoDecider, videoStream } from "./video.ts"

const save = async (deps: ContentDeps, command: SaveVideo, type: "AddVideo" | "UpdateVideo") => {
  prepareVideo(command.input)
  const category = await canonicalCategory(deps, "video", command.input.category)
  const prepared = { type, ...command, input: { ...command.input, category } }
  const result = await handleCommand(deps, videoStream(command.videoId), videoDecider, prepared)
  await ensureCategory(deps, "video", category, command.now)
  return result
}

export const addVideo = (deps: ContentDeps, command: SaveVideo) => save(deps, command, "AddVideo")

export const updateVideo = (deps: ContentDeps, command: SaveVideo) => save(deps, command, "UpdateVideo")

export const deleteVideo = (deps: ContentDeps, command: DeleteVideo) =>
  handleCommand(deps, videoStream(command.videoId), videoDecider, { type: "DeleteVideo", ...command })
