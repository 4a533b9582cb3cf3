import { handleCommand } from "../../command.ts"
import type { ContentDeps } from "../entity.ts"
import { decideCreatePost, decideDeletePost, decideUpdatePost, postAggregate, postStream, type CreatePost, type UpdatePost } from "./post.ts"

export const createPost = (deps: ContentDeps, command: CreatePost) =>
  handleCommand(deps, postStream(command.postId), postAggregate, (state) => decideCreatePost(command, state))

export const updatePost = (deps: ContentDeps, command: UpdatePost) =>
  handleCommand(deps, postStream(command.postId), postAggregate, (state) => decideUpdatePost(command, state))

export const deletePost = (deps: ContentDeps, command: { readonly postId: string; readonly now: Date }) =>
  handleCommand(deps, postStream(command.postId), postAggregate, (state) => decideDeletePost(command, state))
