import { describe, expect, it } from "vitest"

import { addressIn, languageCookie, languageOfAcceptLanguage, languageOfCookie, pickLanguage } from "./language.ts"

describe("choosing the language", () => {
  it("takes the remembered choice over the browser's languages, and those over English", () => {
    expect(pickLanguage({ cookie: "theme=dark; lang=es", acceptLanguage: "en-US,en;q=0.9" })).toBe("es")
    expect(pickLanguage({ cookie: "lang=en", acceptLanguage: "es-MX,es;q=0.9" })).toBe("en")
    expect(pickLanguage({ acceptLanguage: "es-MX,es;q=0.9,en;q=0.8" })).toBe("es")
    expect(pickLanguage({ acceptLanguage: "fr-FR,fr;q=0.9" })).toBe("en")
    expect(pickLanguage({})).toBe("en")
  })

  it("lets the address name the page's language over everything", () => {
    expect(pickLanguage({ query: "lang=es", cookie: "lang=en", acceptLanguage: "en" })).toBe("es")
    expect(pickLanguage({ query: "?page=2&lang=en", cookie: "lang=es" })).toBe("en")
    expect(pickLanguage({ query: "lang=fr", cookie: "lang=es" })).toBe("es")
    expect(pickLanguage({ query: "page=2", cookie: "lang=es" })).toBe("es")
  })

  it("ranks Accept-Language by weight, then order, skipping what we do not speak or q=0", () => {
    expect(languageOfAcceptLanguage("fr;q=1, en;q=0.5, es;q=0.8")).toBe("es")
    expect(languageOfAcceptLanguage("de, ES, en")).toBe("es")
    expect(languageOfAcceptLanguage("es;q=0, en;q=0.1")).toBe("en")
    expect(languageOfAcceptLanguage("*")).toBeUndefined()
  })

  it("answers a header it has ranked before the same way, however many others came between", () => {
    const asked = ["es-MX,es;q=0.9", "fr", "en-GB,es;q=0.5", "de, ES"]
    const first = asked.map(languageOfAcceptLanguage)
    for (let i = 0; i < 1000; i++) languageOfAcceptLanguage(`x-${i}, es;q=0.${(i % 9) + 1}`)
    expect(asked.map(languageOfAcceptLanguage)).toEqual(first)
    expect(first).toEqual(["es", undefined, "en", "es"])
    expect(languageOfAcceptLanguage("x-7, es;q=0.8")).toBe("es")
  })

  it("reads only a language we speak from the cookie", () => {
    expect(languageOfCookie("lang=de")).toBeUndefined()
    expect(languageOfCookie("xlang=es")).toBeUndefined()
    expect(languageOfCookie("session=abc; lang=es; theme=dark")).toBe("es")
    expect(languageOfCookie("session=abc")).toBeUndefined()
    expect(languageOfCookie(languageCookie("es").split(";")[0])).toBe("es")
  })

  it("names a page in a language with ?lang=, keeping its other parameters", () => {
    expect(addressIn("/recipes", "es")).toBe("/recipes?lang=es")
    expect(addressIn("/search?q=bees&lang=en#top", "es")).toBe("/search?q=bees&lang=es")
  })
})
