// A post's own page as schema.org Article JSON-LD, and the words its head and the tag
// pages use. Bodies are stored as sanitised HTML; schema.org and descriptions want text.
import { stripHtml } from "#engine/content/plain-text.ts"
import type { Post } from "#schemas/api/content/posts.ts"
import type { Words } from "#schemas/i18n/catalogue.ts"
import { postPath } from "#schemas/post-address.ts"
import * as Public from "#schemas/public-messages.ts"

import { truncate } from "./escape.ts"
import { absoluteUrl, largestImage } from "./urls.ts"

/** The body's first words, else a line naming the post (in `words`, the page's language). */
export const postDescription = (post: Post, siteName: string, words: Words<typeof Public> = Public): string => {
  const text = stripHtml(post.body)
  return truncate(text || words.postSummary(post.title, post.isjournal, post.name, siteName), 160)
}

export const postImages = (post: Post, origin: string): string[] =>
  post.images.map((i) => absoluteUrl(origin, largestImage(i))).filter((u): u is string => u !== undefined)

export const articleJsonLd = (
  post: Post,
  context: { readonly origin: string; readonly siteName: string; readonly words?: Words<typeof Public> },
): Record<string, unknown> => {
  const images = postImages(post, context.origin)
  return {
    "@context": "https://schema.org",
    "@type": post.isjournal ? "BlogPosting" : "Article",
    headline: truncate(post.title, 110),
    url: `${context.origin}${postPath(post.slug)}`,
    mainEntityOfPage: `${context.origin}${postPath(post.slug)}`,
    description: postDescription(post, context.siteName, context.words),
    datePublished: post.createdAt,
    author: { "@type": "Person", name: post.name },
    publisher: { "@type": "Organization", name: context.siteName, url: `${context.origin}/` },
    ...(images.length ? { image: images } : {}),
    ...(post.tags.length ? { keywords: post.tags.join(", ") } : {}),
  }
}

/** The published posts carrying `tag`, newest first. */
export const postsTagged = (posts: readonly Post[], tag: string): Post[] => posts.filter((p) => p.tags.includes(tag))

/** Every tag in use, A–Z (for the sitemap). */
export const tagsInUse = (posts: readonly Post[]): string[] => [...new Set(posts.flatMap((p) => p.tags))].sort((a, b) => a.localeCompare(b))

export { postPath }
