import { describe, expect, it } from "vitest"

import { SiteOrigin } from "#api/platform/http/site-origin.ts"
import type { Post } from "#schemas/api/content/posts.ts"
import type { Recipe } from "#schemas/api/content/recipes.ts"
import { HELD_BEFORE_HYDRATION, HYDRATED_EVENT } from "#schemas/hydration.ts"
import { es } from "#schemas/i18n/es.ts"
import * as Messages from "#schemas/messages.ts"
import { childrenNamed, childText, parseXml, readHead } from "#test/api/seo-support.ts"

import { EMPTY_CONTENT, type SiteContent } from "./content.ts"
import { jsonForScript, truncate } from "./escape.ts"
import { robotsTxt, rssFeed, sitemap } from "./feeds.ts"
import { headTags, injectApp, injectHead, setPageLanguage } from "./head.ts"
import { normalisePath, pageKey, pageMeta } from "./route-meta.ts"

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="built" />
    <title>Homestead</title>
  </head>
  <body><div id="root"></div></body>
</html>`

const EVIL = `</title><script>window.__xss=1</script>"'&<!--`

const recipe = (fields: Partial<Recipe> = {}): Recipe => ({
  _id: "r1",
  name: "Apple Pie",
  servername: "apple_pie",
  category: "Dessert",
  cooktime: "1 hour 10 minutes",
  baketemp: "400°F",
  hassubrecipes: true,
  subrecipes: [{ name: "Crust", ingredients: ["2 ½ cups <b>flour</b>"], method: ["Cut in the <em>butter</em>."] }],
  ingredients: ["6 apples &amp; a lemon"],
  method: ["<p>Fill and bake.</p>"],
  notes: [],
  source: "",
  images: ["/media/AAAAAAAAAAAAAAAAAAAAAA/carousel.webp"],
  video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  ...fields,
})

const post = (fields: Partial<Post> = {}): Post => ({
  _id: "p1",
  title: "Drip lines",
  name: "Sam",
  body: `<p>Water <a href="/journal">wisely</a> &amp; <img src="/media/AAAAAAAAAAAAAAAAAAAAAA/public.webp" alt="" /></p>`,
  images: [],
  video: "",
  isjournal: false,
  createdAt: "2025-06-01T12:00:00.000Z",
  tags: [],
  draft: false,
  markdown: "",
  publishAt: "",
  slug: "drip-lines",
  ...fields,
})

const content = (fields: Partial<SiteContent> = {}): SiteContent => ({ ...EMPTY_CONTENT, ...fields })
const context = { siteName: "Homestead", origin: "https://farm.example" }
const render = (path: string, c: SiteContent, siteName = "Homestead") => {
  const meta = pageMeta(path, c, { siteName, origin: context.origin })
  return { meta, html: injectHead(INDEX, headTags(meta, context.origin, siteName)) }
}

describe("page tags", () => {
  it("name the page's language and its address in each language", () => {
    const meta = pageMeta("/gallery", content(), { siteName: "Homestead", origin: context.origin })
    const english = readHead(injectHead(INDEX, headTags(meta, context.origin, "Homestead")))
    const spanish = readHead(injectHead(INDEX, headTags(meta, context.origin, "Homestead", [], false, "es")))
    const alternates = [
      { hreflang: "en", href: "https://farm.example/gallery" },
      { hreflang: "es", href: "https://farm.example/gallery?lang=es" },
      { hreflang: "x-default", href: "https://farm.example/gallery" },
    ]
    const tagsOf = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => ({ hreflang: m[1], href: m[2] }))
    expect(tagsOf(injectHead(INDEX, headTags(meta, context.origin, "Homestead")))).toEqual(alternates)
    expect(tagsOf(injectHead(INDEX, headTags(meta, context.origin, "Homestead", [], false, "es")))).toEqual(alternates)
    expect(english.links.find((l) => l.rel === "canonical")?.href).toBe("https://farm.example/gallery")
    expect(spanish.links.find((l) => l.rel === "canonical")?.href).toBe("https://farm.example/gallery?lang=es")
    expect(english.meta("og:locale")).toBe("en_US")
    expect(spanish.meta("og:locale")).toBe("es_ES")
    expect(spanish.meta("og:locale:alternate")).toBe("en_US")
    expect(setPageLanguage(INDEX, "es")).toContain('<html lang="es">')
  })

  it("title the page in its language, and keep English's titles as they are", () => {
    const titleOf = (path: string, language?: "es") => pageMeta(path, content({ posts: [post({ tags: ["water"] })] }), { ...context, language }).title
    expect(titleOf("/gallery")).toBe("Photo gallery · Homestead")
    expect(titleOf("/gallery", "es")).toBe(`${es.frame.pageTitles.gallery} · Homestead`)
    expect(titleOf("/")).toBe(`Homestead — ${Messages.tagline}`)
    expect(titleOf("/", "es")).toBe(`Homestead — ${es.frame.tagline}`)
    expect(titleOf("/journal/tag/water")).toBe("Posts tagged water · Homestead")
    expect(titleOf("/journal/tag/water", "es")).toBe(`${es.frame.taggedPostsTitle("water")} · Homestead`)
    // the owner's words stay as written; a page that is not there says so in the page's language
    expect(titleOf("/journal/drip-lines", "es")).toBe("Drip lines · Homestead")
    expect(titleOf("/journal/no-such-post")).toBe("Post not found · Homestead")
    expect(titleOf("/journal/no-such-post", "es")).toBe(`${es.frame.pageTitles.postNotFound} · Homestead`)
    expect(titleOf("/no/such/page", "es")).toBe(`${es.frame.pageTitles.notFound} · Homestead`)
    expect(titleOf("/dashboard/posts", "es")).toBe(`${es.frame.pageTitles.dashboard} · Homestead`)
    const spanish = pageMeta("/gallery", content(), { ...context, language: "es" })
    expect(readHead(injectHead(INDEX, headTags(spanish, context.origin, "Homestead", [], false, "es"))).title).toBe(spanish.title)
  })

  it("describe the page in its language, and keep English's descriptions as they are", () => {
    const descriptionOf = (path: string, language?: "es") =>
      pageMeta(path, content({ posts: [post({ isjournal: true })] }), { ...context, language }).description
    expect(descriptionOf("/journal")).toBe("Dated notes from the garden: what was planted, harvested and learned on the homestead. Latest entry: Drip lines.")
    expect(descriptionOf("/journal", "es")).toBe(`${es.public.journalDescription}${es.public.latestEntry("Drip lines")}`)
    expect(descriptionOf("/contact")).toBe("Questions about a recipe, a garden bed or the quiz game? Send Homestead a note.")
    expect(descriptionOf("/contact", "es")).toBe(es.public.contactDescription("Homestead"))
    expect(descriptionOf("/", "es")).toBe(es.public.homeDescription(es.frame.tagline))
    expect(descriptionOf("/no/such/page", "es")).toBe(es.public.notFoundDescription("Homestead"))
    expect(descriptionOf("/dashboard/posts", "es")).toBe(es.public.privateDescription(es.frame.pageTitles.dashboard, "Homestead"))
    const wordless = content({ posts: [post({ body: "" })], recipes: [recipe({ notes: [], cooktime: "2 hours" })] })
    const english = pageMeta("/recipes/apple_pie", wordless, context)
    expect(english.description).toBe("Apple Pie, a dessert recipe from Homestead. Cook time: 2 hours. With 2 ½ cups flour, 6 apples & a lemon.")
    const spanish = pageMeta("/recipes/apple_pie", wordless, { ...context, language: "es" })
    expect(spanish.description).toBe(
      `${es.public.recipeSummary("Apple Pie", "Dessert", "Homestead")}${es.public.recipeSummaryTime("2 hours")}${es.public.recipeSummaryWith("2 ½ cups flour, 6 apples & a lemon")}`,
    )
    expect(spanish.jsonLd?.description).toBe(spanish.description)
    expect(pageMeta("/journal/drip-lines", wordless, context).description).toBe("Drip lines, a post by Sam on Homestead.")
    expect(pageMeta("/journal/drip-lines", wordless, { ...context, language: "es" }).description).toBe(
      es.public.postSummary("Drip lines", false, "Sam", "Homestead"),
    )
  })

  it("link the feed in the page's language", () => {
    const meta = pageMeta("/gallery", content(), context)
    const feedOf = (html: string) => /<link rel="alternate" type="application\/rss\+xml"[^>]* href="([^"]+)"/.exec(html)?.[1]
    expect(feedOf(headTags(meta, context.origin, "Homestead"))).toBe("https://farm.example/rss.xml")
    expect(feedOf(headTags(meta, context.origin, "Homestead", [], false, "es"))).toBe("https://farm.example/rss.xml?lang=es")
  })

  it("replace the built title and description, once each", () => {
    const { html } = render("/gallery", content())
    const head = readHead(html)
    expect(head.titles).toEqual(["Photo gallery · Homestead"])
    expect(head.metaAll("description")).toHaveLength(1)
    expect(head.meta("og:url")).toBe("https://farm.example/gallery")
    expect(head.meta("og:type")).toBe("website")
    expect(head.meta("og:site_name")).toBe("Homestead")
    expect(head.meta("twitter:card")).toBe("summary")
    // Without a picture of its own, the site-wide one, with its size and words for those who cannot see it.
    expect(head.meta("og:image")).toBe("https://farm.example/og-image.png")
    expect(head.meta("og:image:width")).toBe("1200")
    expect(head.meta("og:image:alt")).toBe("Homestead")
    expect(head.meta("og:locale")).toBe("en_US")
    expect(head.links).toContainEqual({ rel: "canonical", type: undefined, href: "https://farm.example/gallery" })
  })

  it("escape whatever the site name and content hold", () => {
    const hostile = recipe({ name: EVIL, servername: "evil", notes: [EVIL] })
    const { html } = render("/recipes/evil", content({ recipes: [hostile] }), EVIL)
    expect(html).not.toContain("<script>window")
    expect(html.match(/<\/title>/g)).toHaveLength(1)
    const head = readHead(html)
    expect(head.title).toBe(`${EVIL} · ${EVIL}`)
    expect(head.jsonLd[0]!.name).toBe(EVIL)
  })

  it("mark a recipe page as an article with Recipe JSON-LD", () => {
    const { meta, html } = render(
      "/recipes/apple_pie",
      content({ recipes: [recipe({ servings: 6 })], recipePublished: new Map([["r1", "2025-05-01T00:00:00.000Z"]]) }),
    )
    expect(meta.status).toBe(200)
    const head = readHead(html)
    expect(head.meta("og:type")).toBe("article")
    expect(head.meta("og:image")).toBe("https://farm.example/media/AAAAAAAAAAAAAAAAAAAAAA/public.webp")
    expect(head.meta("twitter:card")).toBe("summary_large_image")
    const ld = head.jsonLd[0]!
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Apple Pie",
      recipeCategory: "Dessert",
      recipeYield: "6",
      recipeIngredient: ["2 ½ cups flour", "6 apples & a lemon"],
      cookTime: "PT1H10M",
      image: ["https://farm.example/media/AAAAAAAAAAAAAAAAAAAAAA/public.webp"],
      author: { "@type": "Organization", name: "Homestead" },
      datePublished: "2025-05-01T00:00:00.000Z",
      video: { "@type": "VideoObject", embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" },
    })
    expect(ld.recipeInstructions).toEqual([
      { "@type": "HowToStep", position: 1, text: "Preheat the oven to 400°F." },
      { "@type": "HowToStep", position: 2, text: "Crust: Cut in the butter." },
      { "@type": "HowToStep", position: 3, text: "Fill and bake." },
    ])
  })

  it("leave recipeYield out when a recipe does not say how many it serves", () => {
    const ld = readHead(render("/recipes/apple_pie", content({ recipes: [recipe()] })).html).jsonLd[0]!
    expect(ld).not.toHaveProperty("recipeYield")
  })

  it("ask for a recipe's photo with the HTML, naming the same candidates and sizes as the page's image", () => {
    const imagePreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" ([^>]*)\/>/g)].map((m) => m[1]!.trim())
    expect(imagePreloads(render("/recipes/apple_pie", content({ recipes: [recipe()] })).html)).toEqual([
      'href="/media/AAAAAAAAAAAAAAAAAAAAAA/carousel.webp" imagesrcset="/media/AAAAAAAAAAAAAAAAAAAAAA/thumb.webp 320w, ' +
        '/media/AAAAAAAAAAAAAAAAAAAAAA/carousel.webp 1200w, /media/AAAAAAAAAAAAAAAAAAAAAA/public.webp 1600w" ' +
        'imagesizes="(min-width: 48rem) 48rem, 100vw" fetchpriority="high"',
    ])
    // Without a photo, or with one that is not ours (its sizes are unknown), nothing is asked for.
    expect(imagePreloads(render("/recipes/apple_pie", content({ recipes: [recipe({ images: [] })] })).html)).toEqual([])
    expect(imagePreloads(render("/recipes/apple_pie", content({ recipes: [recipe({ images: ["https://img.example/pie.jpg"] })] })).html)).toEqual([])
    expect(imagePreloads(render("/gallery", content()).html)).toEqual([])
  })

  it("find a recipe by id too, with the servername as its canonical address", () => {
    const head = readHead(render("/recipes/r1", content({ recipes: [recipe()] })).html)
    expect(head.links.find((l) => l.rel === "canonical")?.href).toBe("https://farm.example/recipes/apple_pie")
  })

  it("answer 404 and noindex for unknown recipes and paths, noindex for private screens", () => {
    for (const path of ["/recipes/nothing", "/nowhere", "/%E0%A4%A"]) {
      const { meta, html } = render(path, content())
      expect(meta.status).toBe(404)
      expect(readHead(html).meta("robots")).toBe("noindex")
    }
    for (const path of ["/dashboard", "/dashboard/posts/edit/1", "/dashboard/10644", "/quizgame/admin", "/coach", "/search?q=garlic"]) {
      const { meta, html } = render(path, content())
      expect(meta.status).toBe(200)
      expect(readHead(html).meta("robots")).toBe("noindex")
    }
  })

  it("normalise trailing slashes and queries", () => {
    expect(normalisePath("/journal/?x=1")).toBe("/journal")
    expect(normalisePath("/")).toBe("/")
    expect(normalisePath("/recipes/caf%C3%A9")).toBe("/recipes/café")
  })

  it("keep a paged list's page apart from its first, whatever else the query says", () => {
    expect(pageKey("/journal?page=2")).toBe("/journal?page=2")
    expect(pageKey("/journal/?utm_source=x&page=2#top")).toBe("/journal?page=2")
    expect(pageKey("/journal?page=1")).toBe("/journal")
    expect(pageKey("/journal?page=nope")).toBe("/journal")
    expect(pageKey("/?ref=feed")).toBe("/")
  })
})

describe("a server-rendered page", () => {
  const BUILT = `<head><script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js"></head>
  <body><div id="root"></div>
    <noscript>This site needs JavaScript to run.</noscript></body>`

  it("holds the markup in #root and its state in a JSON block no content can end early", () => {
    const page = injectApp(BUILT, "<main>Spring planting</main>", { title: EVIL })
    expect(page).toContain('<div id="root"><main>Spring planting</main></div>')
    const block = /<script type="application\/json" id="server-state">([^<]*)<\/script>/.exec(page)
    expect(JSON.parse(block![1]!)).toEqual({ title: EVIL })
  })

  it("with its first script, names the app's scripts in a data block for after the load instead of asking for them", () => {
    const head = injectHead(
      BUILT.replace("</head>", `<title>x</title></head>`),
      '<link rel="modulepreload" crossorigin href="/assets/pages-1.js" fetchpriority="low" />',
    )
    const page = injectApp(head, "<main></main>", {}, "/assets/hydrate-later-1.js")
    expect(page).not.toMatch(/<script type="module"[^>]*index-1\.js/)
    expect(page).not.toContain("modulepreload")
    const block = /<script type="application\/json" id="hydrate-later">([^<]*)<\/script>/.exec(page)
    expect(JSON.parse(block![1]!)).toEqual({
      entry: "/assets/index-1.js",
      preload: ["/assets/react-1.js", "/assets/pages-1.js"],
      hydrated: HYDRATED_EVENT,
      hold: HELD_BEFORE_HYDRATION,
    })
    expect(page).toContain(`<script type="module" crossorigin src="/assets/hydrate-later-1.js" fetchpriority="low"></script>`)
    // Before </head>, after the block it reads.
    expect(page.indexOf("hydrate-later-1.js")).toBeGreaterThan(block!.index)
    expect(page.indexOf("hydrate-later-1.js")).toBeLessThan(page.indexOf("</head>"))
    expect(page).not.toContain("noscript")
  })

  it("without its first script (an older build), asks for the scripts after what paints it and drops the no-JavaScript notice", () => {
    const page = injectApp(BUILT, "<main></main>", {})
    expect(page).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">')
    expect(page).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-1.js">')
    expect(page).not.toContain("noscript")
  })

  it("links its page's stylesheets rather than preloading them", () => {
    const meta = pageMeta("/gallery", EMPTY_CONTENT, { siteName: "Homestead", origin: "https://example.org" })
    const rendered = headTags(meta, "https://example.org", "Homestead", ["/assets/site-1.css", "/assets/pages-1.js"], true)
    expect(rendered).toContain('<link rel="stylesheet" crossorigin href="/assets/site-1.css" />')
    expect(rendered).toContain('<link rel="modulepreload" crossorigin href="/assets/pages-1.js" fetchpriority="low" />')
    expect(headTags(meta, "https://example.org", "Homestead", ["/assets/site-1.css"])).toContain('<link rel="preload" as="style" href="/assets/site-1.css"')
  })
})

describe("escaping", () => {
  it("keeps JSON-LD inside its script element", () => {
    const json = jsonForScript({ a: "</script><!-- & \u2028" })
    expect(json).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(json)).toEqual({ a: "</script><!-- & \u2028" })
  })

  it("truncates at a word", () => {
    expect(truncate("the quick brown fox jumps", 15)).toBe("the quick…")
  })

  it("names PUBLIC_URL, else this server on localhost at the port it listens on", () => {
    const local = new SiteOrigin(undefined, 0)
    local.listening(41234)
    expect(local.value).toBe("http://localhost:41234")
    const pinned = new SiteOrigin("https://pinned.example", 3000)
    pinned.listening(41234)
    expect(pinned.value).toBe("https://pinned.example")
  })
})

describe("feed and sitemap", () => {
  const posts = [post({ _id: "old", title: "Older", createdAt: "2025-01-01T00:00:00.000Z" }), post({ title: `Hens & heat <${EVIL}>`, isjournal: true })]

  it("list posts newest first with absolute, escaped links", () => {
    const rss = parseXml(rssFeed(content({ posts }), "https://farm.example", "Homestead"))
    expect(rss.name).toBe("rss")
    expect(rss.attributes.version).toBe("2.0")
    const channel = childrenNamed(rss, "channel")[0]!
    expect(childText(channel, "link")).toBe("https://farm.example/")
    const items = childrenNamed(channel, "item")
    expect(items.map((i) => childText(i, "title"))).toEqual([`Hens & heat <${EVIL}>`, "Older"])
    expect(childText(items[0]!, "link")).toBe("https://farm.example/journal/drip-lines")
    expect(childText(items[0]!, "pubDate")).toBe("Sun, 01 Jun 2025 12:00:00 GMT")
    const description = childText(items[0]!, "description")!
    expect(description).toContain('href="https://farm.example/journal"')
    expect(description).toContain('src="https://farm.example/media/AAAAAAAAAAAAAAAAAAAAAA/public.webp"')
  })

  it("speak the language its address names in its own words and links, the owner's words as written", () => {
    const withVideo = [...posts, post({ _id: "v", title: "Hens on film", createdAt: "2025-07-01T00:00:00.000Z", video: "https://example.org/v" })]
    const feedIn = (language?: "es") =>
      childrenNamed(parseXml(rssFeed(content({ posts: withVideo }), "https://farm.example", "Homestead", undefined, language)), "channel")[0]!
    const english = feedIn()
    expect(childText(english, "description")).toBe(Messages.tagline)
    expect(childText(english, "language")).toBe("en-us")
    expect(childText(english, "link")).toBe("https://farm.example/")
    const [englishVideo, englishJournal] = childrenNamed(english, "item")
    expect(childText(englishVideo!, "description")).toContain(">Watch the video</a>")
    expect(childrenNamed(englishJournal!, "category").map((c) => c.text)).toContain("Garden journal")

    const spanish = feedIn("es")
    expect(childText(spanish, "title")).toBe("Homestead")
    expect(childText(spanish, "description")).toBe(es.frame.tagline)
    expect(childText(spanish, "language")).toBe("es")
    expect(childText(spanish, "link")).toBe("https://farm.example/?lang=es")
    const [video, journal] = childrenNamed(spanish, "item")
    expect(childText(video!, "title")).toBe("Hens on film")
    expect(childText(video!, "link")).toBe("https://farm.example/journal/drip-lines?lang=es")
    expect(childText(video!, "description")).toContain(`>${es.site.watchVideoLink}</a>`)
    expect(childrenNamed(journal!, "category").map((c) => c.text)).toContain(es.site.gardenJournal)
  })

  it("list the public pages and every recipe", () => {
    const map = parseXml(sitemap(content({ recipes: [recipe(), recipe({ _id: "r2", servername: "café_&_crème" })] }), "https://farm.example"))
    const locs = childrenNamed(map, "url").map((u) => childText(u, "loc"))
    expect(locs).toContain("https://farm.example/")
    expect(locs).toContain("https://farm.example/journal")
    expect(locs).toContain("https://farm.example/recipes/apple_pie")
    expect(locs).toContain(`https://farm.example/recipes/${encodeURIComponent("café_&_crème")}`)
    expect(locs.some((l) => l?.includes("/dashboard"))).toBe(false)
  })

  it("point robots at the sitemap and away from the dashboard and the API", () => {
    expect(robotsTxt("https://farm.example")).toBe("User-agent: *\nDisallow: /dashboard\nDisallow: /api/\n\nSitemap: https://farm.example/sitemap.xml\n")
  })
})
