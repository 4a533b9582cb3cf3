// What each client route's served HTML says about itself: title, description, Open Graph
// type and image, robots, status and structured data. Pure: the path, the content and the
// site, in; the page's metadata, out.
import { mediaSrc, mediaSrcSet, RECIPE_HERO_SIZES } from "#schemas/media-srcset.ts"
import * as Messages from "#schemas/messages.ts"
import { toEmbed } from "#schemas/video-embed.ts"

import { findRecipeIn, type SiteContent } from "./content.ts"
import { truncate } from "./escape.ts"
import { articleJsonLd, postDescription, postsTagged } from "./post-jsonld.ts"
import { recipeDescription, recipeJsonLd } from "./recipe-jsonld.ts"
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
  /** API reads the page makes at once, fetched with the HTML instead of after the app boots. */
  readonly preload?: readonly string[] | undefined
  /** The lazily loaded page component (its export name), whose built files the head asks for early. */
  readonly page?: string | undefined
  /** The page's main image, asked for with the HTML: the same src, srcset and sizes as the page's <img>. */
  readonly imagePreload?: { readonly src: string; readonly srcset: string; readonly sizes: string } | undefined
}

export interface MetaContext {
  readonly siteName: string
  readonly origin: string
}

/** Listed in the sitemap: every public page a visitor can reach without signing in (the owner's sign-in is not advertised). */
export const PUBLIC_PAGES = ["/", "/journal", "/videos", "/gallery", "/recipes", "/champlain", "/contact", "/quizgame", "/quizgame/quizprofile"] as const

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

const categoriesOf = (items: readonly { readonly category: string }[]): string => {
  const names = [...new Set(items.map((i) => i.category))].sort((a, b) => a.localeCompare(b))
  return names.length === 0 ? "" : names.length <= 4 ? names.join(", ") : `${names.slice(0, 4).join(", ")} and more`
}

const withCategories = (lead: string, items: readonly { readonly category: string }[]) => {
  const list = categoriesOf(items)
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

/** The recipe page's photo across the top, when it is one of our uploads (their variants are known). */
const heroPreload = (image: string | undefined) => {
  const srcset = image === undefined ? undefined : mediaSrcSet(image)
  return image !== undefined && srcset !== undefined ? { src: mediaSrc(image), srcset, sizes: RECIPE_HERO_SIZES } : undefined
}

export const pageMeta = (rawPath: string, content: SiteContent, context: MetaContext): PageMeta => {
  const { siteName, origin } = context
  const titled = (name: string) => `${name} · ${siteName}`
  const page = (path: string, title: string, description: string, extra: Partial<PageMeta> = {}): PageMeta => ({
    status: 200,
    title,
    description: truncate(description, 200),
    type: "website",
    path,
    noindex: false,
    ...extra,
  })
  const private_ = (path: string, name: string) => page(path, titled(name), `${name} of ${siteName}.`, { noindex: true })
  const notFound = (path: string, name = "Page not found") =>
    page(path, titled(name), `There is no page at this address on ${siteName}.`, { status: 404, noindex: true })

  const path = normalisePath(rawPath)
  if (path === undefined) return notFound("/")
  const newestPhoto = content.photos[0]
  const newestPost = content.posts.find((p) => p.images.length > 0)

  switch (path) {
    case "/":
      return page(
        "/",
        `${siteName} — ${Messages.tagline}`,
        `${Messages.tagline}: a garden journal, recipes, videos and photos from a desert backyard homestead, and a quiz game.`,
        {
          image: firstImage(origin, [
            { link: newestPhoto?.urls.public, alt: newestPhoto?.title ?? "" },
            { link: newestPost?.images[0], alt: newestPost?.title ?? "" },
          ]),
          page: "HomePage",
          jsonLd: { "@context": "https://schema.org", "@type": "WebSite", name: siteName, description: Messages.tagline, url: `${origin}/` },
          preload: [
            "/api/posts",
            "/api/photos/recent",
            // "latest" answers 404 while there is none; only what will be used is fetched early
            ...(content.videos.length > 0 ? ["/api/video/latest"] : []),
            ...(content.recipes.length > 0 ? ["/api/recipe/latest"] : []),
          ],
        },
      )
    case "/journal": {
      const latest = content.posts.find((p) => p.isjournal)
      const entry = latest ? ` Latest entry: ${latest.title}.` : ""
      return page("/journal", titled("Garden journal"), `Dated notes from the garden: what was planted, harvested and learned on the homestead.${entry}`, {
        image: firstImage(origin, [{ link: content.posts.find((p) => p.isjournal && p.images.length > 0)?.images[0], alt: "" }]),
        preload: ["/api/posts/journal"],
        page: "JournalPage",
      })
    }
    case "/videos": {
      const first = content.videos[0]
      const thumb = first ? toEmbed(first.video)?.thumbnailUrl : undefined
      return page("/videos", titled("Videos"), withCategories("Homesteading videos by category:", content.videos), {
        image: firstImage(origin, [{ link: thumb, alt: first?.title ?? "" }]),
        preload: ["/api/video"],
        page: "VideosPage",
      })
    }
    case "/gallery":
      return page("/gallery", titled("Photo gallery"), withCategories("Photos from the homestead by category:", content.photos), {
        image: firstImage(origin, [{ link: newestPhoto?.urls.public, alt: newestPhoto?.title ?? "" }]),
        preload: ["/api/photos"],
        page: "GalleryPage",
      })
    case "/recipes": {
      const withImage = content.recipes.find((r) => r.images.length > 0)
      return page("/recipes", titled("Recipes"), withCategories("Recipes from the homestead kitchen, ready to print, by category:", content.recipes), {
        image: firstImage(origin, [{ link: withImage?.images[0], alt: withImage?.name ?? "" }]),
        preload: ["/api/recipe"],
        page: "RecipesPage",
      })
    }
    case "/champlain":
      return page(
        "/champlain",
        titled("Champlain Valley"),
        "Our next homestead: from a desert backyard in Las Vegas to a valley between the Adirondacks and Lake Champlain.",
        { page: "ChamplainPage" },
      )
    case "/contact":
      return page("/contact", titled("Contact"), `Questions about a recipe, a garden bed or the quiz game? Send ${siteName} a note.`, { page: "ContactPage" })
    case "/quizgame":
      return page(
        "/quizgame",
        titled("Quiz game"),
        "Generate a quiz on any topic and level, take it for fun or for a grade, rate it, and challenge your groups to live rounds.",
        { page: "QuizGamePage" },
      )
    case "/quizgame/quizprofile":
      return page("/quizgame/quizprofile", titled("Quiz profile"), "Your quiz scoreboard, groups, challenges and live games.", { page: "QuizProfilePage" })
    case "/search":
      // Result pages are answers to one visitor's words, not pages of the site.
      return page(path, titled("Search"), `Search the posts, journal, recipes, videos and photos of ${siteName}.`, { noindex: true, page: "SearchPage" })
    case "/dashboard/10644":
      return page(path, titled("Sign in"), `Sign in to manage ${siteName}.`, { noindex: true, page: "SignInPage" })
    case "/quizgame/admin":
      return private_(path, "Quiz admin")
    case "/quizgame/reset-password":
      return private_(path, "Choose a new password")
    case "/quizgame/join":
      // A shared join link: its keys ride in the fragment, which never reaches the server.
      return page(path, titled("Join a quiz group"), `You are invited to join a quiz group on ${siteName} and play live rounds together.`, {
        noindex: true,
        page: "JoinGroupPage",
      })
    case "/coach":
      return private_(path, "Homestead coach")
  }

  if (path === "/dashboard" || path.startsWith("/dashboard/")) return private_(path, "Dashboard")

  // A post's own page and a tag's list; drafts are not in `content`, so they are 404s here.
  const tagMatch = /^\/journal\/tag\/([^/]+)$/.exec(path)
  if (tagMatch) {
    const tag = tagMatch[1]!
    const tagged = postsTagged(content.posts, tag)
    if (tagged.length === 0) return notFound(path, "Tag not found")
    const titles = tagged.slice(0, 3).map((p) => p.title)
    return page(path, titled(`Posts tagged ${tag}`), `Posts and journal entries tagged ${tag} on ${siteName}: ${titles.join(", ")}.`, {
      image: firstImage(origin, [{ link: tagged.find((p) => p.images.length > 0)?.images[0], alt: "" }]),
      preload: ["/api/posts"],
      page: "PostListPage",
    })
  }
  const postMatch = /^\/journal\/([^/]+)$/.exec(path)
  if (postMatch) {
    const post = content.posts.find((p) => p.slug === postMatch[1])
    if (!post) return notFound(path, "Post not found")
    return page(`/journal/${post.slug}`, titled(post.title), postDescription(post, siteName), {
      type: "article",
      image: firstImage(origin, [{ link: post.images[0], alt: post.title }]),
      published: post.createdAt,
      jsonLd: articleJsonLd(post, { origin, siteName }),
      preload: ["/api/posts"],
      page: "PostPage",
    })
  }

  const recipeMatch = /^\/recipes\/([^/]+)$/.exec(path)
  if (recipeMatch) {
    const recipe = findRecipeIn(content, recipeMatch[1]!)
    if (!recipe) return notFound(path, "Recipe not found")
    const published = content.recipePublished.get(recipe._id)
    return page(recipePath(recipe.servername), titled(recipe.name), recipeDescription(recipe, siteName), {
      type: "article",
      image: firstImage(origin, [{ link: recipe.images[0], alt: recipe.name }]),
      published,
      jsonLd: recipeJsonLd(recipe, { origin, siteName, published }),
      // the address the page itself asks for (its own slug, as the client encodes it)
      preload: [`/api/recipe/${encodeURIComponent(recipeMatch[1]!)}`],
      page: "RecipeDetailPage",
      imagePreload: heroPreload(recipe.images[0]),
    })
  }
  return notFound(path)
}
