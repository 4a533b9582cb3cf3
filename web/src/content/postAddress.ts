import type { Post } from "./types.ts"

/** Where a post is read on the site: a journal entry in the journal, any other post on the home page. */
export const postAddress = (post: Pick<Post, "_id" | "isjournal">): string => `${post.isjournal ? "/journal" : "/"}#post-${encodeURIComponent(post._id)}`
