import { describe, expect, it } from "vitest"

import { addRecipe, EMPTY_LIST, type ListRecipe, type ShoppingList } from "./list.ts"
import { plural, shoppingLines, singular } from "./merge.ts"

const recipe = (servername: string, lines: string[], portion = ""): ListRecipe => ({ servername, name: servername.replace(/_/g, " "), portion, lines })
const listOf = (...recipes: ListRecipe[]): ShoppingList => recipes.reduce(addRecipe, EMPTY_LIST)
const texts = (list: ShoppingList) => shoppingLines(list).map((l) => l.text)

describe("merging a shopping list", () => {
  it("adds up the same ingredient in the same unit across recipes, in the recipe page's words", () => {
    const list = listOf(
      recipe("bread", ["2 cups flour", "1 ½ tsp salt", "500 g buttermilk"]),
      recipe("pancakes", ["1 cup Flour", "½ tsp salt", "250g buttermilk"]),
    )
    expect(texts(list)).toEqual(["3 cups flour", "2 tsp salt", "750 g buttermilk"])
    const flour = shoppingLines(list)[0]!
    expect(flour.combined).toBe(true)
    expect(flour.recipes.map((r) => r.servername)).toEqual(["bread", "pancakes"])
    expect(flour.sources).toEqual([
      { servername: "bread", index: 0 },
      { servername: "pancakes", index: 0 },
    ])
  })

  it("reads a unit's spellings alike (T and tbsp, cup and cups) but keeps other units apart, as written", () => {
    const list = listOf(recipe("a", ["1 T sugar", "100 g flour", "1 cup sugar"]), recipe("b", ["2 tbsp sugar", "1 kg flour", "1 t sugar"]))
    expect(texts(list)).toEqual(["3 tbsp sugar", "100 g flour", "1 cup sugar", "1 kg flour", "1 t sugar"])
  })

  it("counts things whatever their plural, and says the sum in the plural", () => {
    expect(texts(listOf(recipe("a", ["1 egg"]), recipe("b", ["2 eggs"])))).toEqual(["3 eggs"])
    expect(texts(listOf(recipe("a", ["1 egg, beaten"]), recipe("b", ["1 egg"])))).toEqual(["1 egg, beaten", "1 egg"])
    expect(texts(listOf(recipe("a", ["1 tomato"]), recipe("b", ["1 Tomato"])))).toEqual(["2 tomatoes"])
    expect(texts(listOf(recipe("a", ["1 large onion"]), recipe("b", ["1 large onion"])))).toEqual(["2 large onions"])
  })

  it("adds up ranges end by end, and keeps lines without an amount as written, the same words once", () => {
    const list = listOf(
      recipe("a", ["2-3 tbsp butter", "Honey to taste", "a pinch of salt"]),
      recipe("b", ["1 tbsp butter", "honey to taste", "2 to 4 eggs"]),
      recipe("c", ["1-2 eggs"]),
    )
    const lines = shoppingLines(list)
    expect(lines.map((l) => l.text)).toEqual(["3-4 tbsp butter", "Honey to taste", "a pinch of salt", "3 to 6 eggs"])
    expect(lines[1]!.recipes.map((r) => r.servername)).toEqual(["a", "b"])
    expect(lines[1]!.combined).toBe(false)
    expect(lines[0]!.combined).toBe(true)
  })

  it("keeps apart a line whose amount the two readers read differently", () => {
    // The scaler reads "1-1/2 cups" as one and a half; the parser as a range from 1 to ½.
    expect(texts(listOf(recipe("a", ["1-1/2 cups sugar"]), recipe("b", ["1 cup sugar"])))).toEqual(["1-1/2 cups sugar", "1 cup sugar"])
  })

  it("leaves out a group's heading, which is nothing to buy", () => {
    expect(texts(listOf(recipe("cake", ["For the icing:", "1 cup sugar"])))).toEqual(["1 cup sugar"])
  })

  it("writes kitchen measures as fractions and keeps a line's key while its amount changes", () => {
    const one = listOf(recipe("a", ["⅓ cup oil"]), recipe("b", ["⅓ cup oil"]))
    expect(texts(one)).toEqual(["⅔ cup oil"])
    const two = addRecipe(one, recipe("b", ["1 cup oil"]))
    expect(texts(two)).toEqual(["1 ⅓ cups oil"])
    expect(shoppingLines(two)[0]!.key).toBe(shoppingLines(one)[0]!.key)
  })
})

describe("singular and plural", () => {
  it.each([
    ["eggs", "egg"],
    ["tomatoes", "tomato"],
    ["berries", "berry"],
    ["peaches", "peach"],
    ["asparagus", "asparagus"],
    ["glass", "glass"],
    ["cheeses", "cheese"],
  ])("%s → %s", (word, one) => expect(singular(word)).toBe(one))

  it.each([
    ["egg", "eggs"],
    ["berry", "berries"],
    ["peach", "peaches"],
    ["potato", "potatoes"],
    ["day", "days"],
  ])("%s → %s", (word, many) => expect(plural(word)).toBe(many))
})
