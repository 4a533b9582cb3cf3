// Where each piece of site content is read, as the SPA's own routes and anchors: a recipe's
// page is /recipes/<servername>; every post has its own page /journal/<slug> (the slug is the
// posts read model's, see post-address.ts); a video is the card `#video-<id>` of /videos and
// a photo the tile `#photo-<id>` of /gallery. Search results and the coach's citations link
// to these.

/** Characters a markdown link target cannot hold unescaped are percent-encoded too. */
const pathSegment = (value: string) => encodeURIComponent(value).replace(/[()!'*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

export const recipeUrl = (servername: string) => `/recipes/${pathSegment(servername)}`

/** A post's own page (as `postPath`, with the characters a markdown link target cannot hold escaped too). */
export const postUrl = (slug: string) => `/journal/${pathSegment(slug)}`

export const videoUrl = (id: string) => `/videos#video-${pathSegment(id)}`

export const photoUrl = (id: string) => `/gallery#photo-${pathSegment(id)}`
