// The site URLs the coach links to. They are the SPA's own routes and anchors:
// a recipe's page is /recipes/<servername>; every post is an article `#post-<id>` on the
// home page, and a journal entry is also a row `#post-<id>` of /journal.

/** Characters a markdown link target cannot hold unescaped are percent-encoded too. */
const pathSegment = (value: string) => encodeURIComponent(value).replace(/[()!'*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

export const recipeUrl = (servername: string) => `/recipes/${pathSegment(servername)}`

export const postUrl = (id: string, isJournal: boolean) => `${isJournal ? "/journal" : "/"}#post-${pathSegment(id)}`

export const videosUrl = () => "/videos"
