// Posts: what the composition root and other features may use.
export { PostsGroup } from "./group.ts"
export { type PostsDeps, postsHandlers } from "./handlers.ts"
