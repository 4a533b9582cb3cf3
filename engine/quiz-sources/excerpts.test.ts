import { describe, expect, it } from "vitest"

import { QuizSourceLimits } from "#schemas/quiz-source-rules.ts"

import {
  cutText,
  type Excerpt,
  excerptsLength,
  htmlParagraphs,
  passageStillThere,
  pickExcerpts,
  postExcerpts,
  recipeExcerpts,
  type RecipeSourceInput,
  textExcerpts,
} from "./excerpts.ts"

const BOULE: RecipeSourceInput = {
  name: "Desert sourdough boule",
  cooktime: "45 minutes",
  baketemp: "250 °C",
  servings: 8,
  ingredients: ["500 g <b>flour</b>", "350 g water", ""],
  method: [
    "<p>Mix the flour, water and starter.</p>",
    "Fold the dough four times, thirty minutes apart.",
    "Bake in a lidded pot at 250 &deg;C for 45 minutes.",
  ],
  notes: ["Keep the starter in the fridge in winter."],
  subrecipes: [],
}

describe("a recipe's passages", () => {
  it("names each where it sits: at a glance, the ingredients, each step, the note", () => {
    const excerpts = recipeExcerpts("recipe-1", BOULE, "/recipes/desert_sourdough_boule")
    expect(excerpts.map((e) => e.where)).toEqual(["at a glance", "ingredients", "step 1", "step 2", "step 3", "note"])
    expect(excerpts[0]!.passage).toBe("Cook time: 45 minutes. Bake temperature: 250 °C. Serves 8.")
    // Markup gone, empty entries left out, entities read.
    expect(excerpts[1]!.passage).toBe("Ingredients: 500 g flour; 350 g water")
    expect(excerpts[4]).toEqual({
      kind: "recipe",
      id: "recipe-1",
      title: "Desert sourdough boule",
      where: "step 3",
      passage: "Bake in a lidded pot at 250 °C for 45 minutes.",
      url: "/recipes/desert_sourdough_boule",
    })
  })

  it("numbers several notes, names a sub-recipe's parts, and leaves out what is empty", () => {
    const excerpts = recipeExcerpts("r", {
      ...BOULE,
      cooktime: "",
      baketemp: " ",
      servings: undefined,
      ingredients: [],
      method: ["", "Shape the loaf."],
      notes: ["First note.", "Second note."],
      subrecipes: [{ name: "Levain", ingredients: ["50 g starter"], method: ["Feed it the night before."] }],
    })
    expect(excerpts.map((e) => e.where)).toEqual(["step 2", "Levain, ingredients", "Levain, step 1", "note 1", "note 2"])
    expect(excerpts.every((e) => e.url === undefined)).toBe(true)
  })

  it("cuts a long step into numbered parts, none longer than a passage", () => {
    const long = Array.from({ length: 40 }, (_, i) => `Sentence ${i + 1} of the long step says a little more.`).join(" ")
    const excerpts = recipeExcerpts("r", { ...BOULE, cooktime: "", baketemp: "", servings: undefined, ingredients: [], notes: [], method: [long] })
    expect(excerpts.length).toBeGreaterThan(1)
    expect(excerpts.map((e) => e.where)).toEqual(excerpts.map((_, i) => `step 1, part ${i + 1}`))
    expect(excerpts.every((e) => e.passage.length <= QuizSourceLimits.maxPassage)).toBe(true)
    // Cut at sentence ends, nothing lost.
    expect(excerpts.every((e) => e.passage.endsWith("."))).toBe(true)
    expect(excerpts.map((e) => e.passage).join(" ")).toBe(long)
  })
})

describe("a post's, a text's and a PDF's passages", () => {
  it("numbers a post's paragraphs", () => {
    const excerpts = postExcerpts("post-1", { title: "Winter hens", body: "<p>Hens lay less.</p><ul><li>Add light.</li></ul><p></p>" }, "/journal/winter-hens")
    expect(excerpts.map((e) => [e.where, e.passage, e.url])).toEqual([
      ["paragraph 1", "Hens lay less.", "/journal/winter-hens"],
      ["paragraph 2", "Add light.", "/journal/winter-hens"],
    ])
  })

  it("joins a short heading to the paragraph after it, and names a PDF's passages by page", () => {
    const text = textExcerpts({ kind: "text", title: "Notes" }, ["Compost\n\nTurn the heap every week.\n\n" + "A hot heap. ".repeat(57)])
    expect(text.map((e) => e.where)).toEqual(["part 1", "part 2"])
    expect(text[0]!.passage).toBe("Compost Turn the heap every week.")
    const pdf = textExcerpts({ kind: "pdf", title: "Rain" }, ["Barrels hold water.", "Screens keep mosquitoes out."])
    expect(pdf.map((e) => [e.where, e.passage])).toEqual([
      ["page 1", "Barrels hold water."],
      ["page 2", "Screens keep mosquitoes out."],
    ])
  })

  it("reads paragraphs out of HTML blocks and line breaks", () => {
    expect(htmlParagraphs("<h2>Title</h2><p>One<br>Two</p><div>Three &amp; four</div>")).toEqual(["Title", "One", "Two", "Three & four"])
  })

  it("cuts at a space when a text has no sentence end, and never past the bound", () => {
    const pieces = cutText("word ".repeat(100), 50)
    expect(pieces.every((p) => p.length <= 50 && !p.startsWith(" ") && !p.endsWith(" "))).toBe(true)
    expect(pieces.join(" ")).toBe("word ".repeat(100).trim())
    expect(cutText("x".repeat(120), 50)).toEqual(["x".repeat(50), "x".repeat(50), "x".repeat(20)])
  })
})

describe("what the model is sent", () => {
  const group = (title: string, n: number, length = 400): Excerpt[] =>
    Array.from({ length: n }, (_, i) => ({ kind: "text", id: "", title, where: `part ${i + 1}`, passage: `${title} ${i + 1} `.padEnd(length, "x") }))

  it("sends everything that fits", () => {
    const all = [group("A", 3), group("B", 2)]
    expect(pickExcerpts(all)).toEqual(all.flat())
  })

  it("keeps a long source within the budget, drawn from its whole length and from every source, in order", () => {
    const groups = [group("A", 60), group("B", 60), group("C", 2)]
    const picked = pickExcerpts(groups)
    expect(excerptsLength(picked)).toBeLessThanOrEqual(QuizSourceLimits.maxExcerpts)
    expect(new Set(picked.map((e) => e.title))).toEqual(new Set(["A", "B", "C"]))
    // Not only the start of A: its later passages are among those sent.
    expect(picked.some((e) => e.title === "A" && Number(e.where.split(" ")[1]) > 30)).toBe(true)
    const flat = groups.flat()
    const positions = picked.map((e) => flat.indexOf(e))
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
  })

  it("tells whether a question's passage still stands, whatever its spacing or case", () => {
    const now = recipeExcerpts("r", BOULE)
    expect(passageStillThere("bake in a lidded pot at 250 °C   for 45 minutes.", now)).toBe(true)
    expect(passageStillThere("Bake in an open pot.", now)).toBe(false)
  })
})
