import { describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { QuizSourceLimits } from "#schemas/quiz-source-rules.ts"
import { sizeText } from "#schemas/size-text.ts"

import { initialGeneratorValues } from "../quiz-generation/generatorForm.ts"
import { checkSource, checkSourceQuiz, initialSourceValues, isWebAddress, type SourceValues, sourceValuesFor } from "./sourceForm.ts"

const source = (over: Partial<SourceValues>): SourceValues => ({ ...initialSourceValues, ...over })

describe("a web address to read", () => {
  it("takes http and https addresses with a host", () => {
    expect(isWebAddress("https://example.com/ducks")).toBe(true)
    expect(isWebAddress("http://example.com:8080/a?b=c#d")).toBe(true)
  })

  it("refuses other schemes, relative addresses and words", () => {
    for (const text of [
      "ftp://example.com/file",
      "file:///etc/passwd",
      "javascript:alert(1)",
      "data:text/html,hi",
      "/recipes/boule",
      "example.com",
      "ducks",
      "",
    ]) {
      expect(isWebAddress(text), text).toBe(false)
    }
  })

  it("says what is wrong with the address before anything is sent", () => {
    expect(checkSource(source({ kind: "url", value: "  " }))).toEqual({ ok: false, message: "Enter the page's address." })
    expect(checkSource(source({ kind: "url", value: "example.com/ducks" }))).toEqual({ ok: false, message: Messages.fetchAddressInvalid })
    const long = `https://example.com/${"a".repeat(QuizSourceLimits.maxUrlLength)}`
    expect(checkSource(source({ kind: "url", value: long }))).toEqual({ ok: false, message: Messages.fieldTooLong("Address", QuizSourceLimits.maxUrlLength) })
    expect(checkSource(source({ kind: "url", value: " https://example.com/ducks " }))).toEqual({
      ok: true,
      source: { kind: "url", url: "https://example.com/ducks" },
    })
  })
})

describe("the other sources", () => {
  it("asks for something chosen, and sends the recipe, post, category or tag", () => {
    expect(checkSource(source({ kind: "recipe" }))).toEqual({ ok: false, message: "Choose a recipe." })
    expect(checkSource(source({ kind: "recipe", value: "recipe-1" }))).toEqual({ ok: true, source: { kind: "recipe", id: "recipe-1" } })
    expect(checkSource(source({ kind: "post", value: "post-1" }))).toEqual({ ok: true, source: { kind: "post", id: "post-1" } })
    expect(checkSource(source({ kind: "recipe_category", value: "Breads" }))).toEqual({ ok: true, source: { kind: "recipe_category", category: "Breads" } })
    expect(checkSource(source({ kind: "post_tag", value: "chickens" }))).toEqual({ ok: true, source: { kind: "post_tag", tag: "chickens" } })
  })

  it("bounds pasted text", () => {
    expect(checkSource(source({ kind: "text", value: "x".repeat(QuizSourceLimits.minText - 1) }))).toEqual({ ok: false, message: Messages.sourceTooLittleText })
    expect(checkSource(source({ kind: "text", value: "x".repeat(QuizSourceLimits.maxPastedText + 1) }))).toEqual({
      ok: false,
      message: Messages.sourceTextTooLong(QuizSourceLimits.maxPastedText),
    })
    const text = "y".repeat(QuizSourceLimits.minText)
    expect(checkSource(source({ kind: "text", value: ` ${text} `, title: " Notes " }))).toEqual({ ok: true, source: { kind: "text", text, title: "Notes" } })
  })

  it("asks for a PDF within its size", () => {
    expect(checkSource(source({ kind: "pdf" }))).toEqual({ ok: false, message: "Choose a PDF file." })
    const big = { name: "big.pdf", data: "", bytes: QuizSourceLimits.maxPdfBytes + 1 }
    expect(checkSource(source({ kind: "pdf", pdf: big }))).toEqual({ ok: false, message: Messages.sourcePdfTooLarge(sizeText(QuizSourceLimits.maxPdfBytes)) })
    const small = { name: "rain.pdf", data: "JVBERi0=", bytes: 5 }
    expect(checkSource(source({ kind: "pdf", pdf: small }))).toEqual({ ok: true, source: { kind: "pdf", name: "rain.pdf", data: "JVBERi0=" } })
  })

  it("checks the level and count by the topic form's rules, and names no topic", () => {
    const recipe = source({ kind: "recipe", value: "recipe-1" })
    expect(checkSourceQuiz(recipe, { ...initialGeneratorValues, level: "" }, true)).toEqual({ ok: false, message: Messages.levelRequired })
    expect(checkSourceQuiz(recipe, { ...initialGeneratorValues, level: "honors", number: "3", model: "high_quality" }, true)).toEqual({
      ok: true,
      params: { level: "honors", number: 3, model: "high_quality", source: { kind: "recipe", id: "recipe-1" } },
    })
  })
})

describe("the dashboard's picker, set from an entry's Make a quiz", () => {
  it("starts on that recipe or post, or on the recipes to choose among", () => {
    expect(sourceValuesFor({ recipe: "recipe-1", post: null })).toEqual(source({ kind: "recipe", value: "recipe-1" }))
    expect(sourceValuesFor({ recipe: null, post: "post-1" })).toEqual(source({ kind: "post", value: "post-1" }))
    expect(sourceValuesFor({})).toEqual(source({ kind: "recipe", value: "" }))
  })
})
