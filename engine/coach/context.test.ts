import { describe, expect, it } from "vitest"

import { postPath } from "#schemas/post-address.ts"
import { recipeUrl } from "#schemas/site-urls.ts"

import { coachMessages, contextBlock, retrievalQuery } from "./context.ts"
import { postDocument, recipeDocument } from "./documents.ts"

const bread = recipeDocument({
  _id: "r1",
  name: "Sourdough Bread",
  servername: "sourdough_bread",
  category: "Bread",
  cooktime: "45 minutes",
  baketemp: "450F",
  hassubrecipes: true,
  subrecipes: [{ name: "Levain", ingredients: ["<p>50 g starter</p>"], method: ["<p>Feed overnight</p>"] }],
  ingredients: ["<p>500 g <b>bread flour</b></p>"],
  method: ["<p>Mix, fold, shape.</p>"],
  notes: ["<p>Use a Dutch oven.</p>"],
  source: "Grandma",
  images: [],
  video: "",
})

describe("site URLs", () => {
  it("links recipes by servername and posts by their anchor on the home page or the journal", () => {
    expect(recipeUrl("sourdough_bread")).toBe("/recipes/sourdough_bread")
    expect(recipeUrl("mom's_chili_(hot)")).toBe("/recipes/mom%27s_chili_%28hot%29")
    expect(postPath("frost-notes")).toBe("/journal/frost-notes")
    expect(postPath("it's (late)")).toBe("/journal/it%27s%20%28late%29")
  })
})

describe("contextBlock", () => {
  it("lists each item with its kind, title, URL, facts, ingredients and text as plain text", () => {
    const block = contextBlock([
      bread,
      postDocument({
        _id: "j1",
        title: "Frost",
        name: "Keeper",
        body: "<p>Covered beds</p>",
        images: [],
        video: "",
        isjournal: true,
        createdAt: "2025-01-02T00:00:00.000Z",
        tags: [],
        draft: false,
        markdown: "",
        publishAt: "",
        slug: "frost",
      }),
    ])
    expect(block).toContain("[1] Recipe: Sourdough Bread\nURL: /recipes/sourdough_bread")
    expect(block).toContain("Cook time: 45 minutes")
    expect(block).toContain("Ingredients: 500 g bread flour; 50 g starter (Levain)")
    expect(block).toContain("Method and notes: Mix, fold, shape. Levain: Feed overnight Use a Dutch oven.")
    expect(block).toContain("[2] Journal entry: Frost\nURL: /journal/frost")
    expect(block).toContain("Posted: 2025-01-02")
    expect(block).not.toContain("<")
  })

  it("says so when nothing matched", () => {
    expect(contextBlock([])).toMatch(/nothing on this site matches/)
  })
})

describe("coachMessages", () => {
  it("sends the persona, then the remembered turns, then the content and the question", () => {
    const messages = coachMessages("hsCoach", [{ question: "Hi?", reply: "Hello!" }], [bread], "How hot is the oven?")
    expect(messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"])
    expect(messages[0]!.content).toMatch(/Las Vegas/)
    expect(messages[0]!.content).toMatch(/Adirondacks/)
    expect(messages[0]!.content).toMatch(/markdown link/)
    expect(messages[1]!.content).toBe("Hi?")
    expect(messages[2]!.content).toBe("Hello!")
    expect(messages[3]!.content).toContain("/recipes/sourdough_bread")
    expect(messages[3]!.content.endsWith("Question: How hot is the oven?")).toBe(true)
  })
})

describe("retrievalQuery", () => {
  it("adds the previous question so a follow-up keeps its subject", () => {
    expect(retrievalQuery([], "sourdough?")).toBe("sourdough?")
    expect(retrievalQuery([{ question: "sourdough?", reply: "…" }], "how long does it bake?")).toBe("how long does it bake?\nsourdough?")
  })
})
