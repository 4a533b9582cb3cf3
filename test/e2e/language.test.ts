// A second language: a Spanish request is answered in Spanish (the page's words, its `lang`, its dates, its
// alternate links, the API's messages), an English one exactly as before, and the footer's switch changes the
// language in place and is remembered across a reload, on a desktop and on a phone.
import type { ConsoleMessage, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { esAccounts } from "#schemas/i18n/es-accounts.ts"

import { chromiumAvailable, type E2E, OWNER, startE2E } from "./harness.ts"

describe.skipIf(!chromiumAvailable)("a second language", { timeout: 120_000 }, () => {
  let e2e: E2E

  beforeAll(async () => {
    e2e = await startE2E()
    const signIn = await fetch(`${e2e.baseUrl}/api/dashboard/10644`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(OWNER),
    })
    const cookie = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("homestead_session="))!
      .split(";")[0]!
    const answer = await fetch(`${e2e.baseUrl}/api/posts`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ name: "Keeper", title: "Spring planting", body: "<p>The peas went in today.</p>", images: [], isjournal: true, video: "" }),
    })
    expect(answer.status).toBe(200)
    const recipe = await fetch(`${e2e.baseUrl}/api/recipe`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({
        name: "Prickly Pear Jam",
        category: "Preserves",
        cooktime: "2 hours",
        baketemp: "",
        hassubrecipes: false,
        subrecipes: [],
        ingredients: ["four cups of prickly pear juice"],
        method: ["Boil the juice with the sugar."],
        notes: ["Keeps a year."],
        source: "",
        images: [],
        video: "",
      }),
    })
    expect(recipe.status).toBe(200)
  }, 120_000)

  afterAll(async () => {
    await e2e?.close()
  })

  const page = async (path: string, headers: Record<string, string>) => {
    const answer = await fetch(`${e2e.baseUrl}${path}`, { headers })
    expect(answer.status).toBe(200)
    return { html: await answer.text(), vary: answer.headers.get("vary") ?? "" }
  }

  it("renders a Spanish request in Spanish, with its lang, dates and alternate links", async () => {
    const { html, vary } = await page("/", { "accept-language": "es-MX,es;q=0.9,en;q=0.5" })
    expect(html).toMatch(/<html lang="es">/)
    for (const words of ["Desde la granja", "Fotos recientes", "Saltar al contenido", "Publicado por", "Diario del huerto", "Spring planting"])
      expect(html).toContain(words)
    expect(html).not.toContain("From the homestead")
    // The post's date, as Spanish writes it ("30 de noviembre de 2026").
    expect(html).toMatch(/<time[^>]*>\d{1,2} de [a-z]+ de \d{4}<\/time>/)
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="http:\/\/[^"]+\/" \/>/)
    expect(html).toMatch(/<link rel="alternate" hreflang="es" href="http:\/\/[^"]+\/\?lang=es" \/>/)
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="http:\/\/[^"]+\/" \/>/)
    expect(html).toContain('<meta property="og:locale" content="es_ES" />')
    expect(vary).toContain("Accept-Language")
    expect(vary).toContain("Cookie")
  })

  it("keeps English for an English request, the remembered choice over the browser's, and the address's over both", async () => {
    const english = await page("/", { "accept-language": "en-US,en;q=0.9" })
    expect(english.html).toMatch(/<html lang="en">/)
    for (const words of ["From the homestead", "Recent Photos", "Skip to content", "Posted by", "Garden journal"]) expect(english.html).toContain(words)
    expect(english.html).toContain('<meta property="og:locale" content="en_US" />')

    expect((await page("/", { "accept-language": "es", cookie: "lang=en" })).html).toContain("From the homestead")
    expect((await page("/", { "accept-language": "en", cookie: "theme=dark; lang=es" })).html).toContain("Desde la granja")
    expect((await page("/?lang=es", { "accept-language": "en", cookie: "lang=en" })).html).toContain("Desde la granja")
    expect((await page("/?lang=en", { "accept-language": "es", cookie: "lang=es" })).html).toContain("From the homestead")
  })

  it("answers the API's messages in the visitor's language", async () => {
    const ask = async (headers: Record<string, string>) => {
      const answer = await fetch(`${e2e.baseUrl}/api/search?q=`, { headers })
      expect(answer.status).toBe(400)
      return ((await answer.json()) as { message: string }).message
    }
    expect(await ask({ "accept-language": "es" })).toBe("Escribe algo para buscar.")
    expect(await ask({ "accept-language": "en", cookie: "lang=es" })).toBe("Escribe algo para buscar.")
    expect(await ask({ "accept-language": "en" })).toBe("Please enter something to search for.")
  })

  it("answers a page opened in Spanish by its address in Spanish, in an English browser", async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, locale: "en-US" })
    const p = await context.newPage()
    p.setDefaultTimeout(15_000)
    await p.goto("/quizgame?lang=es")
    await p.getByRole("region", { name: "Cuenta del juego" }).getByRole("button", { name: "Iniciar sesión" }).click()
    const login = p.getByRole("dialog", { name: "Iniciar sesión" })
    await login.getByLabel("Nombre de usuario").fill("nadie_aqui")
    await login.getByLabel("Contraseña").fill("no-es-la-contraseña")
    await login.getByRole("button", { name: "Iniciar sesión" }).click()
    // The server's refusal: the app names the language it shows, whatever the browser's own languages.
    await login.getByText(esAccounts.invalidCredentials).waitFor()
    await context.close()
  })

  const SPANISH_PAGES = [
    { path: "/journal", words: ["Diario del huerto", "Fecha", "Título", "Spring planting"], english: "Garden Journal" },
    { path: "/recipes", words: ["Recetas", "1 receta", "Tiempo de cocción: 2 hours"], english: "Cook time:" },
    {
      path: "/recipes/prickly_pear_jam",
      words: ["Ingredientes", "Preparación", "Notas", "← Volver a las recetas", "Añadir a la lista de la compra"],
      english: "Ingredients",
    },
    { path: "/gallery", words: ["Galería", "Todavía no hay fotos"], english: "No photos yet" },
    { path: "/search?q=jam", words: ["Resultados de “jam”"], english: "Results for" },
    { path: "/champlain", words: ["Valle de Champlain", "De un vistazo", "Diario, videos y fotos"], english: "At a glance" },
    { path: "/contact", words: ["Antes de escribir", "Lee los planes para el valle de Champlain."], english: "Before you write" },
  ] as const

  // Rendered by the server or by the browser (the recipes' list and the search are not rendered ahead), in Spanish.
  it("shows the public pages in Spanish to a visitor who chose it", async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, locale: "en-US" })
    await context.addCookies([{ name: "lang", value: "es", url: e2e.baseUrl }])
    const p = await context.newPage()
    p.setDefaultTimeout(15_000)
    for (const { path, words, english } of SPANISH_PAGES) {
      await p.goto(path)
      for (const w of words) await p.getByText(w, { exact: false }).first().waitFor()
      expect(await p.locator("main").innerText(), path).not.toContain(english)
    }
    await context.close()
  })

  it("titles the tab in Spanish, on the served page and on pages the app moves to, and links the Spanish feed", async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, locale: "en-US" })
    await context.addCookies([{ name: "lang", value: "es", url: e2e.baseUrl }])
    const p = await context.newPage()
    p.setDefaultTimeout(15_000)
    await p.goto("/gallery")
    expect(await p.title()).toMatch(/^Galería de fotos · /)
    expect(await p.locator('link[type="application/rss+xml"]').getAttribute("href")).toMatch(/\/rss\.xml\?lang=es$/)
    await p.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Recetas" }).click()
    await expect.poll(() => p.title()).toMatch(/^Recetas · /)
    await context.close()
    expect((await page("/gallery", {})).html).toMatch(/<title>Photo gallery · [^<]+<\/title>/)
  })

  it("writes the journal's dates as Spanish does", async () => {
    const { html } = await page("/journal", { cookie: "lang=es" })
    expect(html).toMatch(/<time[^>]*>\d{2}\/\d{2}\/\d{4}<\/time>/)
    expect((await page("/journal", {})).html).toMatch(/<time[^>]*>\d{4}\/\d{2}\/\d{2}<\/time>/)
  })

  /** Console errors and warnings of a page (a hydration mismatch is reported there). */
  const listen = (p: Page) => {
    const seen: string[] = []
    p.on("console", (m: ConsoleMessage) => {
      if (m.type() === "error" || m.type() === "warning") seen.push(m.text())
    })
    p.on("pageerror", (e) => seen.push(e.message))
    return seen
  }

  it.each([
    { name: "a desktop", viewport: { width: 1280, height: 900 } },
    { name: "a phone", viewport: { width: 360, height: 740 } },
  ])("switches a public page to Spanish and remembers it after a reload, on $name", async ({ viewport }) => {
    const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, viewport, locale: "en-US" })
    const p = await context.newPage()
    p.setDefaultTimeout(15_000)
    const seen = listen(p)
    await p.goto("/")
    await p.waitForLoadState("networkidle")
    await p.getByRole("heading", { name: "From the homestead" }).waitFor()

    await p.getByRole("link", { name: "Español" }).click()
    await p.getByRole("heading", { name: "Desde la granja" }).waitFor()
    expect(await p.evaluate(() => document.documentElement.lang)).toBe("es")
    expect(await p.getByRole("navigation", { name: "Principal" }).count()).toBe(1)
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("es")

    await p.reload()
    await p.waitForLoadState("networkidle")
    await p.getByRole("heading", { name: "Desde la granja" }).waitFor()
    expect(await p.evaluate(() => document.documentElement.lang)).toBe("es")
    expect(await p.getByRole("link", { name: "Español" }).getAttribute("aria-current")).toBe("true")
    // Hydrated in Spanish without a mismatch (the console would say), here and on a recipe's page.
    await p.goto("/recipes/prickly_pear_jam")
    await p.waitForLoadState("networkidle")
    await p.getByRole("button", { name: "Empezar a cocinar" }).click()
    await p.getByText("Paso 1 de 1").waitFor()
    await p.getByRole("button", { name: "Listo" }).click()
    expect(seen).toEqual([])
    // A page the browser renders itself (not rendered by the server; its answer is a 404) starts in the
    // remembered language too.
    await p.goto("/no-such-page")
    await p.getByRole("heading", { name: "Página no encontrada" }).waitFor()

    await p.getByRole("link", { name: "English" }).click()
    await p.getByRole("heading", { name: "Page not found" }).waitFor()
    await p.goto("/")
    await p.getByRole("heading", { name: "From the homestead" }).waitFor()
    expect(await p.evaluate(() => document.documentElement.lang)).toBe("en")
    await context.close()
  })
})
