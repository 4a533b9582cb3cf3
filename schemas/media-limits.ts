// Image upload limits, shared by the server and the browser (which checks first to spare a
// doomed upload). Plain constants: the browser bundle must not pull in Effect's Schema.

const MiB = 1 << 20

/** Owner photo uploads (`POST /api/photos/upload`). */
export const PHOTO_MAX_BYTES = 15 * MiB
/** Feedback screenshots (`POST /api/quiz/admin/general_feedback/screenshot`). */
export const SCREENSHOT_MAX_BYTES = 5 * MiB

/** Our own uploaded images, the only ones a post or recipe may show: /media/<id>/<variant>.<ext>, nothing that could climb out. */
export const OWN_IMAGE_SRC = /^\/media\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(?:webp|jpe?g|png|gif|avif)$/

/**
 * An image address the site will not show because it points elsewhere: another site (`https://…`, `//host/…`) or a
 * picture file that is not one of our uploads (`pics/coop.png`). Anything else the sanitiser drops is not an image
 * a writer meant (`src=x`, `data:`), so it is cleaned away, not named.
 */
export const isImageFromElsewhere = (src: string): boolean =>
  !OWN_IMAGE_SRC.test(src) && (/^(?:https?:)?\/\//i.test(src) || /^[^:?#]*\.(?:png|jpe?g|gif|webp|avif|svg)(?:[?#].*)?$/i.test(src))

/**
 * The images a text (Markdown `![…](…)` or HTML `<img src>`) asks for from elsewhere, each once, Markdown first:
 * the editor's preview names them, and the server refuses to save them (they would be dropped without a word).
 */
export const imagesFromElsewhere = (text: string): string[] => {
  const markdown = [...text.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)/g)]
  const html = [...text.matchAll(/<img\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)/gi)]
  return [...new Set([...markdown, ...html].map((m) => m[1]!))].filter(isImageFromElsewhere)
}

/** A byte limit as the whole megabytes messages name. */
export const toMegabytes = (bytes: number): number => Math.round(bytes / MiB)

/**
 * The image types an upload may be, judged from its bytes, never its name. The server's decoder check
 * (engine/media/limits.ts) accepts exactly these; the names go into the refusal and the forms' hints.
 */
export const ACCEPTED_IMAGE_TYPES = [
  { name: "JPEG", mime: "image/jpeg" },
  { name: "PNG", mime: "image/png" },
  { name: "WebP", mime: "image/webp" },
  { name: "GIF", mime: "image/gif" },
  { name: "AVIF", mime: "image/avif" },
] as const

/** "JPEG, PNG, WebP, GIF or AVIF". */
export const ACCEPTED_IMAGE_NAMES = ACCEPTED_IMAGE_TYPES.map((t) => t.name)
  .join(", ")
  .replace(/, (?=[^,]*$)/, " or ")
/** For a file input's `accept`. */
export const ACCEPTED_IMAGE_MIME = ACCEPTED_IMAGE_TYPES.map((t) => t.mime).join(",")

/** The multipart form field that carries the file. */
export const UPLOAD_FIELD = "image"
