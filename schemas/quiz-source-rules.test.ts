import { describe, expect, it } from "vitest"

import { sourceLabel, toSourceNote } from "./quiz-source-rules.ts"

describe("how a question's source is named", () => {
  it("names the source and where in it: 'Desert sourdough boule, step 3'", () => {
    expect(sourceLabel({ title: "Desert sourdough boule", where: "step 3" })).toBe("Desert sourdough boule, step 3")
    expect(sourceLabel({ title: "Rain barrels", where: "page 2, part 1" })).toBe("Rain barrels, page 2, part 1")
    expect(sourceLabel({ title: "Your text", where: "" })).toBe("Your text")
  })

  it("shows the label, the passage and the link when there is one", () => {
    const recipe = {
      kind: "recipe" as const,
      id: "r1",
      title: "Desert sourdough boule",
      where: "step 3",
      passage: "Bake it.",
      url: "/recipes/desert_sourdough_boule",
    }
    expect(toSourceNote(recipe)).toEqual({ label: "Desert sourdough boule, step 3", passage: "Bake it.", url: "/recipes/desert_sourdough_boule" })
    const { url: _url, ...pasted } = { ...recipe, kind: "text" as const, title: "Compost notes", where: "part 1" }
    expect(toSourceNote(pasted)).toEqual({ label: "Compost notes, part 1", passage: "Bake it." })
    expect("url" in toSourceNote(pasted)).toBe(false)
  })
})
