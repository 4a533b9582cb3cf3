import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { postDocument, recipeDocument, type SiteDocument, videoDocument } from "./documents.ts"
import { rankDocuments } from "./retrieval.ts"

const recipe = (name: string, ingredients: string[], category = "Bread", method: string[] = ["<p>Mix and bake.</p>"]) =>
  recipeDocument({
    _id: `r-${name}`,
    name,
    servername: name.toLowerCase().replace(/ /g, "_"),
    category,
    cooktime: "45 minutes",
    baketemp: "450F",
    hassubrecipes: false,
    subrecipes: [],
    ingredients,
    method,
    notes: [],
    source: "",
    images: [],
    video: "",
  })

const post = (id: string, title: string, body: string, isjournal = false) =>
  postDocument({ _id: id, title, name: "Keeper", body, images: [], video: "", isjournal, createdAt: "2025-04-01T10:00:00.000Z" })

const LIBRARY: SiteDocument[] = [
  recipe("Sourdough Bread", ["<p>500 g bread flour</p>", "<p>100 g <b>starter</b></p>", "<p>10 g salt</p>"]),
  recipe("Prickly Pear Jelly", ["<p>4 cups prickly pear juice</p>", "<p>pectin</p>", "<p>sugar</p>"], "Preserves"),
  recipe("Zucchini Fritters", ["<p>2 zucchini</p>", "<p>1 egg</p>", "<p>flour</p>"], "Sides"),
  post("p1", "Chickens in the heat", "<p>Our hens need shade and cool water when it is 110 degrees.</p>"),
  post("j1", "Planted garlic", "<p>Planted the garlic in the raised bed before the first frost.</p>", true),
  post("j2", "Watering schedule", "<p>Drip lines at dawn keep the tomatoes alive in July. Mulch helps the soil.</p>", true),
  videoDocument({
    _id: "v1",
    title: "Building a drip system",
    video: "https://youtu.be/x",
    description: "Drip irrigation for desert beds",
    category: "Garden",
  }),
]

const titles = (query: string, limit = 4) => rankDocuments(query, LIBRARY, limit).map((r) => r.doc.title)

describe("rankDocuments", () => {
  it("finds a recipe by its name and by an ingredient", () => {
    expect(titles("How long should I proof my sourdough?")[0]).toBe("Sourdough Bread")
    expect(titles("what can I do with pectin")[0]).toBe("Prickly Pear Jelly")
    expect(titles("too many zucchinis this year")[0]).toBe("Zucchini Fritters")
  })

  it("finds posts and journal entries by their text", () => {
    expect(titles("keeping hens cool in summer heat")[0]).toBe("Chickens in the heat")
    expect(titles("when did we plant garlic")[0]).toBe("Planted garlic")
    expect(titles("drip watering for tomatoes")).toEqual(expect.arrayContaining(["Watering schedule", "Building a drip system"]))
  })

  it("ranks a match in the title above the same word deep in a body", () => {
    const docs = [post("a", "Notes", `<p>${"weather ".repeat(30)} and a word about compost</p>`), post("b", "Compost", "<p>Turn it weekly.</p>")]
    expect(rankDocuments("compost", docs, 2)[0]?.doc.id).toBe("b")
  })

  it("returns nothing for questions that share no words with the site", () => {
    expect(titles("quantum chromodynamics")).toEqual([])
    expect(titles("how do I?")).toEqual([])
    expect(rankDocuments("sourdough", [], 4)).toEqual([])
  })

  it("answers at most `limit` matching documents, best first", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 6 }), (query, limit) => {
        const ranked = rankDocuments(query, LIBRARY, limit)
        expect(ranked.length).toBeLessThanOrEqual(limit)
        for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1]!.score).toBeGreaterThanOrEqual(ranked[i]!.score)
        for (const r of ranked) expect(r.score).toBeGreaterThan(0)
      }),
    )
  })

  it("finds every document by its own title", () => {
    for (const doc of LIBRARY) expect(rankDocuments(doc.title, LIBRARY, 4)[0]?.doc.id).toBe(doc.id)
  })
})
