// Uploaded images: what other features may use of them.
export type { MediaStorage } from "./storage.ts"
