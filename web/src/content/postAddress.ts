import { postPath } from "#schemas/post-address.ts"

import type { Post } from "./types.ts"

/** Where a post is read on the site: its own page, `/journal/<slug>`. */
export const postAddress = (post: Pick<Post, "slug">): string => postPath(post.slug)
