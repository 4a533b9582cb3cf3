// What each client route's served HTML says about itself: title, description, Open Graph
// type and image, robots, status and structured data. The routes are schemas/site-routes.ts:
// which page an address is, its title's words, whether it is indexed or private, what it
// reads and whether it is rendered come from there; the words that need the content or the
// site's name are written here, one head per route that is not private. Pure: the path, the
// content and the site, in; the page's metadata, out.
import type * as Frame from "#schemas/frame-messages.ts"
import type { Words } from "#schemas/i18n/catalogue.ts"
import { wordsIn } from "#schemas/i18n/catalogues.ts"
import type { Language } from "#schemas/i18n/language.ts"
import { mediaSrc, mediaSrcSet, RECIPE_HERO_SIZES } from "#schemas/media-srcset.ts"
import { pageParam } from "#schemas/post-address.ts"
import type * as Public from "#schemas/public-messages.ts"
import type { PublicRead } from "#schemas/public-reads.ts"
import { homeTitle, pageTitle, type RouteName, type RouteParams, routeWords, SITE_ROUTES, type SiteRoute } from "#schemas/site-routes.ts"
import { toEmbed } from "#schemas/video-embed.ts"

import { findRecipeIn, type SiteContent } from "./content.ts"
import { truncate } from "./escape.ts"
import { articleJsonLd, postDescription, postsTagged } from "./post-jsonld.ts"
import { recipeDescription, recipeJsonLd } from "./recipe-jsonld.ts"
import { matchRoute } from "./route-match.ts"
import { absoluteUrl, largestImage, recipePath } from "./urls.ts"

export interface PageMeta {
  readonly status: 200 | 404
  readonly title: string
  readonly description: string
  readonly type: "website" | "article"
  /** The page's own path, for og:url and the canonical link. */
  readonly path: string
  readonly image?: { readonly url: string; readonly alt: string } | undefined
  /** Signed-in and personal screens stay out of search results. */
  readonly noindex: boolean
  readonly published?: string | undefined
  readonly jsonLd?: Record<string, unknown> | undefined
  /** The public reads the page makes at once (its route's): given to it when rendered, else preloaded. */
  readonly reads?: readonly PublicRead[] | undefined
  /** Rendered by the app's own components on the server (its route says so). */
  readonly rendered?: boolean | undefined
  /** API reads fetched with the HTML instead of after the app boots (of a page not served rendered). */
  readonly preload?: readonly string[] | undefined
  /** The lazily loaded page component (its export name), whose built files the head asks for early. */
  readonly page?: string | undefined
  /** The page's main image, asked for with the HTML: the same src, srcset and sizes as the page's <img>. */
  readonly imagePreload?: { readonly src: string; readonly srcset: string; readonly sizes: string } | undefined
}

export interface MetaContext {
  readonly siteName: string
  readonly origin: string
  /** The page's language, which its title speaks; English unless given. */
  readonly language?: Language
}

const imageOf = (origin: string, link: string | undefined, alt: string) => {
  const url = link === undefined ? undefined : absoluteUrl(origin, largestImage(link))
  return url ? { url, alt } : undefined
}

const firstImage = (origin: string, candidates: readonly { link: string | undefined; alt: string }[]) => {
  for (const c of candidates) {
    const image = imageOf(origin, c.link, c.alt)
    if (image) return image
  }
  return undefined
}

const categoriesOf = (items: readonly { readonly category: string }[], words: Words<typeof Public>): string => {
  const names = [...new Set(items.map((i) => i.category))].sort((a, b) => a.localeCompare(b))
  return names.length === 0 ? "" : names.length <= 4 ? names.join(", ") : words.andMore(names.slice(0, 4).join(", "))
}

const withCategories = (lead: string, items: readonly { readonly category: string }[], words: Words<typeof Public>) => {
  const list = categoriesOf(items, words)
  return list ? `${lead} ${list}.` : lead
}

/** Decodes the path and drops a trailing slash, so /journal/ and /journal meet; undefined for a broken escape. */
export const normalisePath = (rawPath: string): string | undefined => {
  const path = rawPath.split(/[?#]/)[0] ?? "/"
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return undefined
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, "") || "/" : "/"
}

/**
 * What decides a rendered page's markup: its normalised path and, for the paged lists, the page
 * of `?page=` (other query parameters change nothing the server renders). "\0" for a path that
 * cannot be decoded.
 */
export const pageKey = (rawPath: string): string => {
  const path = normalisePath(rawPath)
  if (path === undefined) return "\0"
  const query = rawPath.split("#")[0]!.split("?")[1]
  const page = query === undefined ? 1 : pageParam(new URLSearchParams(query).get("page"))
  return page > 1 ? `${path}?page=${page}` : path
}

/** The recipe page's photo across the top, when it is one of our uploads (their variants are known). */
const heroPreload = (image: string | undefined) => {
  const srcset = image === undefined ? undefined : mediaSrcSet(image)
  return image !== undefined && srcset !== undefined ? { src: mediaSrc(image), srcset, sizes: RECIPE_HERO_SIZES } : undefined
}

/** What a route's head says beyond what its route gives; a page of one item that is not there says so. */
interface Head {
  /** The whole title; by default the route's words and the site's name. */
  readonly title?: string
  readonly description: string
  readonly type?: PageMeta["type"]
  /** The canonical path, where it is not the path as asked. */
  readonly path?: string
  readonly image?: PageMeta["image"]
  readonly published?: string | undefined
  readonly jsonLd?: PageMeta["jsonLd"]
  readonly imagePreload?: PageMeta["imagePreload"]
}

interface HeadContext extends MetaContext {
  /** The frame's words in the page's language, which titles are made of. */
  readonly frame: Words<typeof Frame>
  /** The public pages' words in the page's language, which descriptions are made of. */
  readonly words: Words<typeof Public>
  readonly content: SiteContent
  readonly params: RouteParams
}

/** The head of a page, or the title of the 404 it is (an unknown post, tag or recipe). */
type HeadOf = (context: HeadContext) => Head | { readonly notFound: string }

type PrivateRoute = { [K in RouteName]: (typeof SITE_ROUTES)[K] extends { readonly private: true } ? K : never }[RouteName]

const HEADS: { readonly [K in Exclude<RouteName, PrivateRoute>]: HeadOf } = {
  home: ({ content, siteName, origin, frame, words }) => {
    const newestPhoto = content.photos[0]
    const newestPost = content.posts.find((p) => p.images.length > 0)
    return {
      title: homeTitle(siteName, frame),
      description: words.homeDescription(frame.tagline),
      image: firstImage(origin, [
        { link: newestPhoto?.urls.public, alt: newestPhoto?.title ?? "" },
        { link: newestPost?.images[0], alt: newestPost?.title ?? "" },
      ]),
      jsonLd: { "@context": "https://schema.org", "@type": "WebSite", name: siteName, description: frame.tagline, url: `${origin}/` },
    }
  },
  journal: ({ content, origin, words }) => {
    const latest = content.posts.find((p) => p.isjournal)
    const entry = latest ? words.latestEntry(latest.title) : ""
    return {
      description: `${words.journalDescription}${entry}`,
      image: firstImage(origin, [{ link: content.posts.find((p) => p.isjournal && p.images.length > 0)?.images[0], alt: "" }]),
    }
  },
  // A post's own page and a tag's list; drafts are not in `content`, so they are 404s here.
  tag: ({ content, siteName, origin, params, frame, words }) => {
    const tag = params.tag ?? ""
    const tagged = postsTagged(content.posts, tag)
    if (tagged.length === 0) return { notFound: frame.pageTitles.tagNotFound }
    const titles = tagged.slice(0, 3).map((p) => p.title)
    return {
      title: pageTitle(frame.taggedPostsTitle(tag), siteName),
      description: words.tagDescription(tag, siteName, titles.join(", ")),
      image: firstImage(origin, [{ link: tagged.find((p) => p.images.length > 0)?.images[0], alt: "" }]),
    }
  },
  post: ({ content, siteName, origin, params, frame, words }) => {
    const post = content.posts.find((p) => p.slug === params.slug)
    if (!post) return { notFound: frame.pageTitles.postNotFound }
    return {
      title: pageTitle(post.title, siteName),
      description: postDescription(post, siteName, words),
      type: "article",
      path: `/journal/${post.slug}`,
      image: firstImage(origin, [{ link: post.images[0], alt: post.title }]),
      published: post.createdAt,
      jsonLd: articleJsonLd(post, { origin, siteName, words }),
    }
  },
  videos: ({ content, origin, words }) => {
    const first = content.videos[0]
    const thumb = first ? toEmbed(first.video)?.thumbnailUrl : undefined
    return {
      description: withCategories(words.videosDescription, content.videos, words),
      image: firstImage(origin, [{ link: thumb, alt: first?.title ?? "" }]),
    }
  },
  gallery: ({ content, origin, words }) => {
    const newestPhoto = content.photos[0]
    return {
      description: withCategories(words.galleryDescription, content.photos, words),
      image: firstImage(origin, [{ link: newestPhoto?.urls.public, alt: newestPhoto?.title ?? "" }]),
    }
  },
  recipes: ({ content, origin, words }) => {
    const withImage = content.recipes.find((r) => r.images.length > 0)
    return {
      description: withCategories(words.recipesDescription, content.recipes, words),
      image: firstImage(origin, [{ link: withImage?.images[0], alt: withImage?.name ?? "" }]),
    }
  },
  recipe: ({ content, siteName, origin, params, frame, words }) => {
    const recipe = findRecipeIn(content, params.servername ?? "")
    if (!recipe) return { notFound: frame.pageTitles.recipeNotFound }
    const published = content.recipePublished.get(recipe._id)
    return {
      title: pageTitle(recipe.name, siteName),
      description: recipeDescription(recipe, siteName, words),
      type: "article",
      path: recipePath(recipe.servername),
      image: firstImage(origin, [{ link: recipe.images[0], alt: recipe.name }]),
      published,
      jsonLd: recipeJsonLd(recipe, { origin, siteName, published, words }),
      imagePreload: heroPreload(recipe.images[0]),
    }
  },
  champlain: ({ words }) => ({ description: words.champlainDescription }),
  contact: ({ siteName, words }) => ({ description: words.contactDescription(siteName) }),
  shoppingList: ({ siteName, words }) => ({ description: words.shoppingListDescription(siteName) }),
  search: ({ siteName, words }) => ({ description: words.searchDescription(siteName) }),
  quizGame: ({ words }) => ({ description: words.quizGameDescription }),
  quizProfile: ({ words }) => ({ description: words.quizProfileDescription }),
  joinGroup: ({ siteName, words }) => ({ description: words.joinGroupDescription(siteName) }),
  play: ({ siteName, words }) => ({ description: words.playDescription(siteName) }),
  signIn: ({ siteName, words }) => ({ description: words.signInDescription(siteName) }),
  notFound: ({ frame }) => ({ notFound: frame.pageTitles.notFound }),
}

export const pageMeta = (rawPath: string, content: SiteContent, context: MetaContext): PageMeta => {
  const { siteName } = context
  const frame = wordsIn(context.language ?? "en", "frame")
  const words = wordsIn(context.language ?? "en", "public")
  const titled = (words: string) => pageTitle(words, siteName)
  const notFound = (path: string, name: string): PageMeta => ({
    status: 404,
    title: titled(name),
    description: truncate(words.notFoundDescription(siteName), 200),
    type: "website",
    path,
    noindex: true,
  })

  const path = normalisePath(rawPath)
  if (path === undefined) return notFound("/", frame.pageTitles.notFound)
  const { name, params } = matchRoute(path)
  const route: SiteRoute = SITE_ROUTES[name]
  const title = routeWords(name, frame) ?? siteName
  // The owner's and players' own screens: nothing to say to search engines or link previews.
  if (route.private)
    return { status: 200, title: titled(title), description: truncate(words.privateDescription(title, siteName), 200), type: "website", path, noindex: true }
  const head = HEADS[name as Exclude<RouteName, PrivateRoute>]({ ...context, frame, words, content, params })
  if ("notFound" in head) return notFound(path, head.notFound)
  return {
    status: 200,
    title: head.title ?? titled(title),
    description: truncate(head.description, 200),
    type: head.type ?? "website",
    path: head.path ?? path,
    image: head.image,
    noindex: route.index === "noindex",
    published: head.published,
    jsonLd: head.jsonLd,
    reads: route.reads?.(params),
    rendered: route.rendered === true,
    page: route.page,
    imagePreload: head.imagePreload,
  }
}
