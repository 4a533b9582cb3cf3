import { handleCommand } from "#engine/command.ts"

import type { ContentDeps } from "../content/entity.ts"
import { type CreatePost, type DeletePost, postDecider, postStream, type PublishDuePost, type UpdatePost } from "./post.ts"

export const createPost = (deps: ContentDeps, command: CreatePost) =>
  handleCommand(deps, postStream(command.postId), postDecider, { type: "CreatePost", ...command })

export const updatePost = (deps: ContentDeps, command: UpdatePost) =>
  handleCommand(deps, postStream(command.postId), postDecider, { type: "UpdatePost", ...command })

export const deletePost = (deps: ContentDeps, command: DeletePost) =>
  handleCommand(deps, postStream(command.postId), postDecider, { type: "DeletePost", ...command })

export const publishDuePost = (deps: ContentDeps, command: PublishDuePost) =>
  handleCommand(deps, postStream(command.postId), postDecider, { type: "PublishDuePost", ...command })
