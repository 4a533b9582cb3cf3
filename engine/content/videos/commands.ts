// Saving a video also puts its category on the video list (after the video, so a refused
// video adds nothing).
import { handleCommand } from "../../command.ts"
import { canonicalCategory, ensureCategory } from "../categories/commands.ts"
import type { ContentDeps } from "../entity.ts"
import { decideAddVideo, decideDeleteVideo, decideUpdateVideo, prepareVideo, videoAggregate, videoStream, type SaveVideo } from "./video.ts"

const save = async (deps: ContentDeps, command: SaveVideo, decide: typeof decideAddVideo) => {
  prepareVideo(command.input)
  const category = await canonicalCategory(deps, "video", command.input.category)
  const prepared = { ...command, input: { ...command.input, category } }
  const result = await handleCommand(deps, videoStream(command.videoId), videoAggregate, (state) => decide(prepared, state))
  await ensureCategory(deps, "video", category, command.now)
  return result
}

export const addVideo = (deps: ContentDeps, command: SaveVideo) => save(deps, command, decideAddVideo)

export const updateVideo = (deps: ContentDeps, command: SaveVideo) => save(deps, command, decideUpdateVideo)

export const deleteVideo = (deps: ContentDeps, command: { readonly videoId: string; readonly now: Date }) =>
  handleCommand(deps, videoStream(command.videoId), videoAggregate, (state) => decideDeleteVideo(command, state))
