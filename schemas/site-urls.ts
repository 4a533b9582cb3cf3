// Where each piece of site content is read, as the SPA's own routes and anchors: a recipe's
// page is /recipes/<servername>; every post has its own page /journal/<slug> (`postPath`, with the
// posts read model's slug, see post-address.ts); a video is the card `#video-<id>` of /videos and
// a photo the tile `#photo-<id>` of /gallery. Search results and the coach's citations link
// to these.

/** A value as one path segment; characters a markdown link target cannot hold unescaped are percent-encoded too. */
export const pathSegment = (value: string) => encodeURIComponent(value).replace(/[()!'*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

export const recipeUrl = (servername: string) => `/recipes/${pathSegment(servername)}`

export const videoUrl = (id: string) => `/videos#video-${pathSegment(id)}`

export const photoUrl = (id: string) => `/gallery#photo-${pathSegment(id)}`
