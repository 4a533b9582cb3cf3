// A post's public address and its tags, shared by the server (projection, page tags,
// feeds) and the browser. Pure rules, one definition each.
import { pathSegment } from "./site-urls.ts"

/** Tags a post may carry, and the length of one. */
export const TAGS_MAX = 12
export const TAG_MAX = 40

/** Posts on one page of a public list (journal, home, a tag). */
export const POSTS_PER_PAGE = 10

/** Lower case, letters and digits with one hyphen for each run of anything else between them. */
const hyphenateWords = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")

const withoutAccents = (text: string): string => text.normalize("NFKD").replace(/\p{M}+/gu, "")

/** Apostrophes (' ’ ‘ ʼ) join the letters around them: "it's" is one word, not "it" and "s". */
const APOSTROPHES = /['\u2018\u2019\u02BC]/gu

/** "Rosa's Raised Beds!" → "rosas-raised-beds". */
const hyphenate = (text: string): string => hyphenateWords(withoutAccents(text).replace(APOSTROPHES, ""))

/**
 * A tag as it is stored and linked: hyphenated (so "Raised beds", "raised-beds" and
 * "#Raised Beds" are one tag), cut to TAG_MAX; "" when nothing is left.
 */
export const normaliseTag = (tag: string): string => hyphenate(tag).slice(0, TAG_MAX).replace(/-+$/, "")

/** Normalised, blanks and repeats dropped, first spelling first. */
export const normaliseTags = (tags: readonly string[]): string[] => [...new Set(tags.map(normaliseTag).filter((t) => t !== ""))]

const slugOf = (hyphenated: string): string => hyphenated.slice(0, 80).replace(/-+$/, "") || "post"

/**
 * The slug a title asks for, before it is made unique: at most 80 characters, "post" when nothing is left.
 * Decided when the post is written and kept in its PostCreated, so a later change here moves no address.
 */
export const slugOfTitle = (title: string): string => slugOf(hyphenate(title))

/**
 * The rule before PostCreated carried its slug, which turned an apostrophe into a hyphen ("it's" → "it-s"):
 * older posts keep the address it gave them (schemas/events/upcast.ts).
 */
export const legacySlugOfTitle = (title: string): string => slugOf(hyphenateWords(withoutAccents(title)))

/** The first of `base`, `base-2`, `base-3`, … that is not taken. */
export const uniqueSlug = (base: string, taken: ReadonlySet<string>): string => {
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

/** A post's own page. */
export const postPath = (slug: string): string => `/journal/${pathSegment(slug)}`

/** The list of the posts carrying a tag. */
export const tagPath = (tag: string): string => `/journal/tag/${pathSegment(tag)}`

/** Page `page` (1-based, clamped to the pages there are) of a list, and how many pages there are. */
export const pageOf = <T>(items: readonly T[], page: number, size = POSTS_PER_PAGE): { items: T[]; page: number; pages: number } => {
  const pages = Math.max(1, Math.ceil(items.length / size))
  const current = Math.min(Math.max(1, Math.floor(Number.isFinite(page) ? page : 1)), pages)
  return { items: items.slice((current - 1) * size, current * size), page: current, pages }
}

/** The page number a `?page=` value asks for: a positive whole number, else 1. */
export const pageParam = (value: string | null | undefined): number => {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 ? n : 1
}
