// Page tags, recipe JSON-LD, /rss.xml, /sitemap.xml and /robots.txt as the real server
// serves them (fixture index.html), on PGlite and PostgreSQL, with content written
// through the real API.
import { request as httpRequest } from "node:http"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { es } from "#schemas/i18n/es.ts"
import * as Messages from "#schemas/messages.ts"

import { freshPostgresUrl } from "../support/databases.ts"
import { requestFrom } from "../support/from-address.ts"
import { startTestServer, type TestServer } from "../support/test-server.ts"
import { OWNER, ownerCookie, recordUpload } from "./content-support.ts"
import { childrenNamed, childText, parseXml, readHead } from "./seo-support.ts"
import { call } from "./servers.ts"

// 127.0.0.2 plays a trusted reverse proxy; requests from 127.0.0.1 come straight in.
const ENV = {
  OWNER_USERNAME: OWNER.username,
  OWNER_PASSWORD: OWNER.password,
  QUIZ_ADMIN_PASSWORD: "admin-password-1",
  SITE_NAME: "Mesa & Sage",
  TRUST_PROXY: "127.0.0.2",
}

const modes = [
  { name: "pglite", start: () => startTestServer(ENV) },
  {
    name: "postgres",
    async start(): Promise<TestServer> {
      const { url, drop } = await freshPostgresUrl()
      const server = await startTestServer({ ...ENV, DATABASE_URL: url })
      return { ...server, dispose: () => server.dispose().finally(drop) }
    },
  },
]

const EVIL = `</title><script>window.__xss=1</script>"'&<!--`

/** A GET with any Host header (fetch does not let us set one). */
const rawGet = (port: number, path: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers }, (res) => {
      let body = ""
      res.setEncoding("utf8")
      res.on("data", (chunk: string) => (body += chunk))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on("error", reject)
    req.end()
  })

describe.each(modes)("SEO pages on $name", (mode) => {
  let server: TestServer
  let cookie: string
  let origin: string
  let photoImage: string
  beforeAll(async () => {
    server = await mode.start()
    origin = `http://localhost:${server.port}`
    cookie = await ownerCookie(server)
    const write = async (path: string, body: unknown) => {
      const answer = await call(server, "POST", path, { body, headers: { cookie } })
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`)
      return answer.body
    }
    photoImage = await recordUpload(server)
    await write("/api/photos", { title: "Hens at dusk", category: "Animals", imageId: photoImage, description: "Cooling off" })
    await write("/api/video", { title: "Drip line tour", category: "Garden", video: "https://youtu.be/dQw4w9WgXcQ", description: "Walkthrough" })
    await write("/api/posts", { name: "Sam", title: "First frost", body: "<p>Covered the peppers.</p>", images: [], video: "", isjournal: true })
    await write("/api/posts", {
      name: "Sam",
      title: `Hens & heat ${EVIL}`,
      body: `<p>Shade cloth <a href="/gallery">up</a>.</p>`,
      images: [`/media/${photoImage}/carousel.webp`],
      video: "",
      isjournal: false,
    })
    await write("/api/recipe", {
      name: "Prickly Pear Pie",
      category: "Dessert",
      cooktime: "1 hour 15 minutes",
      baketemp: "400°F",
      hassubrecipes: true,
      subrecipes: [
        { name: "Crust", ingredients: ["2 ½ cups <b>flour</b>", "1 cup cold butter"], method: ["Cut the butter into the flour."] },
        { name: "Filling", ingredients: ["4 cups prickly pear slices"], method: ["Toss the fruit with sugar."] },
      ],
      ingredients: ["1 egg for the wash"],
      method: ["Fill the crust and bake until bubbling."],
      notes: [`Watch for glochids. ${EVIL}`],
      source: "https://recipes.example/pear-pie",
      images: [`/media/${photoImage}/public.webp`],
      video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      servings: 8,
    })
  })
  afterAll(() => server?.dispose())

  const page = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${server.url}${path}`, { headers })
    const html = await answer.text()
    return { status: answer.status, headers: answer.headers, html, head: readHead(html) }
  }

  it.each([
    ["/", "Mesa & Sage — Urban homesteading in the heart of Las Vegas", "website"],
    ["/journal", "Garden journal · Mesa & Sage", "website"],
    ["/videos", "Videos · Mesa & Sage", "website"],
    ["/gallery", "Photo gallery · Mesa & Sage", "website"],
    ["/recipes", "Recipes · Mesa & Sage", "website"],
    ["/recipes/prickly_pear_pie", "Prickly Pear Pie · Mesa & Sage", "article"],
    ["/champlain", "Champlain Valley · Mesa & Sage", "website"],
    ["/contact", "Contact · Mesa & Sage", "website"],
    ["/quizgame", "Quiz game · Mesa & Sage", "website"],
    ["/quizgame/quizprofile", "Quiz profile · Mesa & Sage", "website"],
    ["/dashboard/10644", "Sign in · Mesa & Sage", "website"],
  ])("%s carries its title, description and Open Graph tags", async (path, title, type) => {
    const { status, head, html, headers } = await page(path)
    expect(status).toBe(200)
    expect(headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(head.titles).toEqual([title])
    expect(head.metaAll("description")).toHaveLength(1)
    expect(head.meta("description")!.length).toBeGreaterThan(20)
    expect(head.meta("og:title")).toBe(title)
    expect(head.meta("og:description")).toBe(head.meta("description"))
    expect(head.meta("og:type")).toBe(type)
    expect(head.meta("og:site_name")).toBe("Mesa & Sage")
    expect(head.meta("og:url")).toBe(`${origin}${path}`)
    expect(head.meta("twitter:card")).toMatch(/^summary(_large_image)?$/)
    expect(html).toContain('<div id="root"></div>')
  })

  it("gives pages with pictures an absolute og:image", async () => {
    const image = `${origin}/media/${photoImage}/public.webp`
    for (const path of ["/", "/gallery", "/recipes", "/recipes/prickly_pear_pie"]) {
      const { head } = await page(path)
      expect(head.meta("og:image"), path).toBe(image)
      expect(head.meta("twitter:card")).toBe("summary_large_image")
    }
    expect((await page("/videos")).head.meta("og:image")).toBe("https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg")
    // Every page has a picture for link previews: the site-wide one where the page has none, with its alt text.
    const contact = (await page("/contact")).head
    expect(contact.meta("og:image")).toBe(`${origin}/og-image.png`)
    expect(contact.meta("og:image:alt")).toBeTruthy()
    expect(contact.meta("og:locale")).toBe("en_US")
  })

  it("serves a recipe page with Recipe JSON-LD in the HTML itself", async () => {
    const { html, head } = await page("/recipes/prickly_pear_pie")
    expect(html).not.toContain("<script>window.__xss")
    expect(head.jsonLd).toHaveLength(1)
    const ld = head.jsonLd[0]!
    expect(ld["@context"]).toBe("https://schema.org")
    expect(ld["@type"]).toBe("Recipe")
    expect(ld.name).toBe("Prickly Pear Pie")
    expect(ld.recipeCategory).toBe("Dessert")
    expect(ld.recipeYield).toBe("8")
    expect(ld.recipeIngredient).toEqual(["2 ½ cups flour", "1 cup cold butter", "4 cups prickly pear slices", "1 egg for the wash"])
    expect(ld.recipeInstructions).toEqual([
      { "@type": "HowToStep", position: 1, text: "Preheat the oven to 400°F." },
      { "@type": "HowToStep", position: 2, text: "Crust: Cut the butter into the flour." },
      { "@type": "HowToStep", position: 3, text: "Filling: Toss the fruit with sugar." },
      { "@type": "HowToStep", position: 4, text: "Fill the crust and bake until bubbling." },
    ])
    expect(ld.cookTime).toBe("PT1H15M")
    expect(ld.image).toEqual([`${origin}/media/${photoImage}/public.webp`])
    expect(ld.video).toMatchObject({ "@type": "VideoObject", contentUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" })
    expect(ld.author).toEqual({ "@type": "Organization", name: "Mesa & Sage", url: `${origin}/` })
    expect(Date.parse(ld.datePublished)).toBeGreaterThan(Date.now() - 3_600_000)
    expect(ld.description).toContain("Watch for glochids.")
    expect(ld.isBasedOn).toBe("https://recipes.example/pear-pie")
  })

  it("asks for the page's API reads with the HTML, as the app will fetch them", async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch" href="([^"]+)" crossorigin="anonymous" \/>/g)].map((m) => m[1])
    expect(preloads((await page("/")).html)).toEqual(["/api/site", "/api/posts", "/api/photos/recent", "/api/video/latest", "/api/recipe/latest"])
    expect(preloads((await page("/recipes/prickly_pear_pie")).html)).toEqual([
      "/api/site",
      "/api/recipe/prickly_pear_pie",
      "/api/recipe/prickly_pear_pie/related",
    ])
    expect(preloads((await page("/gallery")).html)).toEqual(["/api/site", "/api/photos"])
    expect(preloads((await page("/dashboard/posts")).html)).toEqual(["/api/site"])
  })

  it("answers unknown pages and recipes with 404 and noindex, and keeps private screens out of search", async () => {
    for (const path of ["/recipes/no_such_pie", "/no/such/page"]) {
      const { status, head } = await page(path)
      expect(status, path).toBe(404)
      expect(head.meta("robots")).toBe("noindex")
    }
    for (const path of ["/dashboard", "/dashboard/posts", "/quizgame/admin", "/coach"]) {
      const { status, head } = await page(path)
      expect(status, path).toBe(200)
      expect(head.meta("robots")).toBe("noindex")
    }
  })

  it("keeps pages ready with ETags, and drops them when content changes", async () => {
    const first = await page("/recipes", { "accept-encoding": "br" })
    const etag = first.headers.get("etag")!
    expect(etag).toMatch(/^"/)
    expect((await fetch(`${server.url}/recipes`, { headers: { "accept-encoding": "br", "if-none-match": etag } })).status).toBe(304)

    expect((await page("/recipes/mesquite_cookies")).status).toBe(404)
    const created = await call(server, "POST", "/api/recipe", {
      body: {
        name: "Mesquite Cookies",
        category: "Baking",
        cooktime: "12 min",
        baketemp: "",
        hassubrecipes: false,
        subrecipes: [],
        ingredients: ["1 cup mesquite flour"],
        method: ["Bake."],
        notes: [],
        source: "",
        images: [],
        video: "",
      },
      headers: { cookie },
    })
    expect(created.status).toBe(200)
    // read-your-writes: the write's answer came after the cached pages were dropped
    const fresh = await page("/recipes/mesquite_cookies")
    expect(fresh.status).toBe(200)
    expect(fresh.head.title).toBe("Mesquite Cookies · Mesa & Sage")
    expect(fresh.head.jsonLd[0]!.cookTime).toBe("PT12M")
    expect((await fetch(`${server.url}/recipes`, { headers: { "if-none-match": etag } })).status).toBe(200)

    const renamed = await call(server, "PUT", `/api/recipe/${created.body._id}`, {
      body: { ...created.body, name: "Mesquite Shortbread" },
      headers: { cookie },
    })
    expect(renamed.status).toBe(200)
    expect((await page("/recipes/mesquite_cookies")).status).toBe(404)
    expect((await page("/recipes/mesquite_shortbread")).head.title).toBe("Mesquite Shortbread · Mesa & Sage")
    expect((await call(server, "DELETE", `/api/recipe/${created.body._id}`, { headers: { cookie } })).status).toBe(200)
    expect((await page("/recipes/mesquite_shortbread")).status).toBe(404)
  })

  it("names this server without PUBLIC_URL, whatever Host or a trusted proxy's X-Forwarded-Proto/Host say", async () => {
    const direct = await rawGet(server.port, "/gallery", { host: "farm.example", "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" })
    expect(readHead(direct.body).meta("og:url")).toBe(`${origin}/gallery`)
    const proxied = await requestFrom("127.0.0.2", `http://127.0.0.1:${server.port}/gallery`, {
      headers: { host: "app:3000", "x-forwarded-proto": "https", "x-forwarded-host": "farm.example" },
    })
    expect(readHead(proxied.body).meta("og:url")).toBe(`${origin}/gallery`)
    const forged = await rawGet(server.port, "/gallery", { host: 'evil.example"><script>alert(1)</script>' })
    expect(forged.status).toBe(200)
    expect(forged.body).not.toContain("<script>alert")
    expect(readHead(forged.body).meta("og:url")).toBe(`${origin}/gallery`)
  })

  it("serves /rss.xml: RSS 2.0 of the posts, newest first, absolute links, escaped", async () => {
    const answer = await fetch(`${server.url}/rss.xml`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8")
    const rss = parseXml(await answer.text())
    expect(rss.name).toBe("rss")
    expect(rss.attributes.version).toBe("2.0")
    const channel = childrenNamed(rss, "channel")[0]!
    expect(childText(channel, "title")).toBe("Mesa & Sage")
    expect(childText(channel, "link")).toBe(`${origin}/`)
    const items = childrenNamed(channel, "item")
    expect(items.map((i) => childText(i, "title"))).toEqual([`Hens & heat ${EVIL}`, "First frost"])
    const dates = items.map((i) => Date.parse(childText(i, "pubDate")!))
    expect(dates[0]).toBeGreaterThanOrEqual(dates[1]!)
    for (const item of items) expect(childText(item, "link")).toMatch(new RegExp(`^${origin}/journal/[a-z0-9-]+$`))
    const description = childText(items[0]!, "description")!
    expect(description).toContain(`href="${origin}/gallery"`)
    expect(description).toContain(`src="${origin}/media/${photoImage}/public.webp"`)
    expect(answer.headers.get("etag")).toBeTruthy()
  })

  it("serves the feed in the language its address names, whatever the reader's cookie or languages, and titles pages in theirs", async () => {
    const feed = async (path: string, headers: Record<string, string> = {}) => {
      const answer = await fetch(`${server.url}${path}`, { headers })
      expect(answer.status).toBe(200)
      return childrenNamed(parseXml(await answer.text()), "channel")[0]!
    }
    const spanish = await feed("/rss.xml?lang=es")
    expect(childText(spanish, "description")).toBe(es.frame.tagline)
    expect(childText(spanish, "language")).toBe("es")
    expect(childText(spanish, "link")).toBe(`${origin}/?lang=es`)
    for (const item of childrenNamed(spanish, "item")) expect(childText(item, "link")).toMatch(new RegExp(`^${origin}/journal/[a-z0-9-]+\\?lang=es$`))
    for (const headers of [{ "accept-language": "es" }, { cookie: "lang=es" }] as Record<string, string>[]) {
      const english = await feed("/rss.xml", headers)
      expect(childText(english, "description")).toBe(Messages.tagline)
      expect(childText(english, "language")).toBe("en-us")
    }
    const page = readHead((await rawGet(server.port, "/gallery", { "accept-language": "es" })).body)
    expect(page.title).toBe(`${es.frame.pageTitles.gallery} · Mesa & Sage`)
    expect(page.links.find((l) => l.type === "application/rss+xml")?.href).toBe(`${origin}/rss.xml?lang=es`)
    expect(readHead((await rawGet(server.port, "/gallery", {})).body).title).toBe("Photo gallery · Mesa & Sage")
  })

  it("serves /sitemap.xml with the public pages and every recipe, and /robots.txt pointing at it", async () => {
    const answer = await fetch(`${server.url}/sitemap.xml`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-type")).toBe("application/xml; charset=utf-8")
    const map = parseXml(await answer.text())
    expect(map.name).toBe("urlset")
    expect(map.attributes.xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9")
    const locs = childrenNamed(map, "url").map((u) => childText(u, "loc"))
    for (const path of ["/", "/journal", "/videos", "/gallery", "/recipes", "/champlain", "/contact", "/quizgame", "/recipes/prickly_pear_pie"]) {
      expect(locs).toContain(`${origin}${path}`)
    }
    expect(locs.some((l) => l?.includes("/dashboard"))).toBe(false)
    // the fixture site ships its own robots.txt, which wins
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toBe("User-agent: *\nAllow: /\n")
  })
})
