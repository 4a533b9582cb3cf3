// Videos: what the composition root and other features may use.
export { VideosGroup } from "./group.ts"
export { type VideosDeps, videosHandlers } from "./handlers.ts"
