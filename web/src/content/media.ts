import type { UploadResult } from "./types.ts"

export { mediaVariant } from "#schemas/media-srcset.ts"

/** The URLs of an upload answer, by variant (the variants list is ordered carousel, public, thumb). */
export function uploadedUrls(upload: UploadResult): { id: string; carousel: string; public: string; thumb: string } {
  const [carousel = "", publicUrl = "", thumb = ""] = upload.result.variants
  return { id: upload.result.id, carousel, public: publicUrl || carousel, thumb: thumb || publicUrl || carousel }
}
