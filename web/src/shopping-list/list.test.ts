import { describe, expect, it } from "vitest"

import { addRecipe, decodeList, EMPTY_LIST, type ListRecipe, pruneChecked, removeLines, removeRecipe, setChecked } from "./list.ts"
import { shoppingLines } from "./merge.ts"

const bread: ListRecipe = { servername: "bread", name: "Bread", portion: "8 servings", lines: ["2 cups flour", "1 tsp salt"] }
const soup: ListRecipe = { servername: "soup", name: "Soup", portion: "", lines: ["1 cup flour", "Salt to taste"] }

describe("the stored shopping list", () => {
  it("adds a recipe again at the amount now shown, not twice", () => {
    const twice = addRecipe(addRecipe(EMPTY_LIST, bread), { ...bread, portion: "4 servings", lines: ["1 cup flour", "½ tsp salt"] })
    expect(twice.recipes).toEqual([{ ...bread, portion: "4 servings", lines: ["1 cup flour", "½ tsp salt"] }])
  })

  it("refuses a recipe that would take the list past its size, keeping the list as it was", () => {
    const big = (servername: string): ListRecipe => ({
      servername,
      name: servername,
      portion: "",
      lines: Array.from({ length: 900 }, (_, i) => `${i + 1} g flour`),
    })
    const two = addRecipe(addRecipe(EMPTY_LIST, big("a")), big("b"))
    expect(two.recipes).toHaveLength(2)
    expect(addRecipe(two, big("c"))).toBe(two)
    // Replacing a recipe already there counts its new lines only.
    expect(addRecipe(two, big("b")).recipes).toHaveLength(2)
  })

  it("reads back what it wrote and keeps only what is well formed of anything else", () => {
    const list = setChecked(addRecipe(addRecipe(EMPTY_LIST, bread), soup), "k", "3 cups flour", true)
    expect(decodeList(JSON.stringify(list))).toEqual(list)
    expect(decodeList(null)).toEqual(EMPTY_LIST)
    expect(decodeList("{not json")).toEqual(EMPTY_LIST)
    expect(decodeList("[1,2]")).toEqual(EMPTY_LIST)
    const garbled = {
      recipes: [bread, { servername: "", name: "x", lines: ["1 egg"] }, { servername: "soup", name: "Soup", lines: [3, " ", "1 egg"] }, bread],
      checked: { a: "1 egg", b: 2 },
    }
    expect(decodeList(JSON.stringify(garbled))).toEqual({
      recipes: [bread, { servername: "soup", name: "Soup", portion: "", lines: ["1 egg"] }],
      checked: { a: "1 egg" },
    })
  })

  it("removes a merged line from every recipe it came from; a recipe left with nothing leaves the list", () => {
    const list = addRecipe(addRecipe(EMPTY_LIST, bread), soup)
    const flour = shoppingLines(list).find((l) => l.text === "3 cups flour")!
    const without = removeLines(list, flour.sources)
    expect(without.recipes.map((r) => r.lines)).toEqual([["1 tsp salt"], ["Salt to taste"]])
    const salt = shoppingLines(without).find((l) => l.text === "Salt to taste")!
    expect(removeLines(without, salt.sources).recipes.map((r) => r.servername)).toEqual(["bread"])
    expect(removeRecipe(list, "bread").recipes.map((r) => r.servername)).toEqual(["soup"])
  })

  it("ticks a line off with its words, and back on", () => {
    const ticked = setChecked(EMPTY_LIST, "q:cup:flour", "3 cups flour", true)
    expect(ticked.checked).toEqual({ "q:cup:flour": "3 cups flour" })
    expect(setChecked(ticked, "q:cup:flour", "3 cups flour", false).checked).toEqual({})
  })

  it("forgets ticks of lines that are gone or whose amount changed", () => {
    const list = setChecked(setChecked(addRecipe(EMPTY_LIST, bread), "q:cup:flour", "2 cups flour", true), "q:teaspoon:salt", "2 tsp salt", true)
    expect(pruneChecked(list, shoppingLines(list)).checked).toEqual({ "q:cup:flour": "2 cups flour" })
  })
})
