// Video links on write: YouTube and Vimeo only, stored in their normal form. The parser is
// shared with the web app (schemas/video-embed.ts); this adds the write-side rule.
import * as Messages from "#schemas/messages.ts"
import { normaliseVideoLink, toEmbed } from "#schemas/video-embed.ts"

import { Invalid } from "../domain-errors.ts"

export { toEmbed }

/** The stored form of a required link; 400 for anything that is not YouTube or Vimeo. */
export const requireVideoLink = (link: string): string => {
  const url = normaliseVideoLink(link)
  if (url === undefined) throw new Invalid(Messages.videoLinkInvalid)
  return url
}

/** Like requireVideoLink, but an empty link stays empty. */
export const optionalVideoLink = (link: string): string => (link.trim() === "" ? "" : requireVideoLink(link))
