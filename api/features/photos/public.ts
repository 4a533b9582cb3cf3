// Photos: what the composition root and other features may use.
export { PhotosGroup } from "./group.ts"
export { type PhotosDeps, photosHandlers } from "./handlers.ts"
