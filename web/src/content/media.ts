import type { UploadResult } from "./types.ts"

// Media URLs are /media/<id>/<variant>.webp (carousel ~1200 px, public ~1600 px, thumb ~320 px).

export type MediaVariant = "carousel" | "public" | "thumb"

const MEDIA_URL = /^(\/media\/[^/]+\/)(carousel|public|thumb)\.webp$/

/** The same image in another variant; URLs that are not our media (older or external paths) stay as they are. */
export function mediaVariant(url: string, variant: MediaVariant): string {
  const match = MEDIA_URL.exec(url)
  return match ? `${match[1]}${variant}.webp` : url
}

/** The URLs of an upload answer, by variant (the variants list is ordered carousel, public, thumb). */
export function uploadedUrls(upload: UploadResult): { id: string; carousel: string; public: string; thumb: string } {
  const [carousel = "", publicUrl = "", thumb = ""] = upload.result.variants
  return { id: upload.result.id, carousel, public: publicUrl || carousel, thumb: thumb || publicUrl || carousel }
}
