import { describe, expect, it } from "vitest"

import type { Recipe } from "#web/content/types.ts"

import { cookSteps, ingredientGroups } from "./cookSteps.ts"

const recipe = (fields: Partial<Recipe> = {}): Recipe => ({
  _id: "r1",
  name: "Pie",
  servername: "pie",
  category: "Dessert",
  cooktime: "",
  baketemp: "",
  hassubrecipes: false,
  subrecipes: [],
  ingredients: ["1 egg"],
  method: ["Fill", "<p></p>", "Bake"],
  notes: [],
  source: "",
  images: [],
  video: "",
  ...fields,
})

const withSubs = recipe({
  baketemp: "400°F <hot>",
  hassubrecipes: true,
  subrecipes: [
    { name: "Crust", ingredients: ["2 cups flour"], method: ["Cut in the <em>butter</em>"] },
    { name: "Filling", ingredients: ["5 apples"], method: ["Toss"] },
  ],
})

describe("cook mode's steps", () => {
  it("are the method's entries, skipping empty ones", () => {
    expect(cookSteps(recipe())).toEqual([{ html: "Fill" }, { html: "Bake" }])
  })

  it("start with the oven, then each sub-recipe's method by name, then the recipe's own", () => {
    expect(cookSteps(withSubs)).toEqual([
      { html: "Preheat oven to 400°F &lt;hot&gt;" },
      { section: "Crust", html: "Cut in the <em>butter</em>" },
      { section: "Filling", html: "Toss" },
      { html: "Fill" },
      { html: "Bake" },
    ])
  })
})

describe("ingredient groups", () => {
  it("list each sub-recipe's ingredients, then the recipe's own", () => {
    expect(ingredientGroups(withSubs)).toEqual([
      { key: "sub0", title: "Crust", items: ["2 cups flour"] },
      { key: "sub1", title: "Filling", items: ["5 apples"] },
      { key: "main", items: ["1 egg"] },
    ])
    expect(ingredientGroups(recipe())).toEqual([{ key: "main", items: ["1 egg"] }])
    // Sub-recipes left over from before the box was unticked are not shown.
    expect(ingredientGroups({ ...withSubs, hassubrecipes: false })).toEqual([{ key: "main", items: ["1 egg"] }])
  })
})
