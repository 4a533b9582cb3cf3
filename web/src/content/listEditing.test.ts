import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { addEntries, addEntry, addSubRecipe, entriesFromPaste, moveEntry, removeEntry, setSubRecipeList, updateEntry } from "./listEditing.ts"

describe("recipe list editing", () => {
  it("takes a pasted list as one entry per line, without the marks it was written with", () => {
    const pasted = "Ingredients:\r\n- 2 cups flour\n\n• 1 tsp salt\n* 3 eggs\n1. Mix well\n12) Rest 1 hour\n[ ] 1 ½ cups water\n  -5 °C is cold  "
    expect(entriesFromPaste(pasted)).toEqual([
      "Ingredients:",
      "2 cups flour",
      "1 tsp salt",
      "3 eggs",
      "Mix well",
      "Rest 1 hour",
      "1 ½ cups water",
      "-5 °C is cold",
    ])
    // A number that is the amount stays: "2 eggs" is not list numbering.
    expect(entriesFromPaste("2 eggs\n250 g butter")).toEqual(["2 eggs", "250 g butter"])
    expect(entriesFromPaste(" \n\n ")).toEqual([])
    expect(addEntries(["flour"], ["2 eggs", " ", "salt"])).toEqual(["flour", "2 eggs", "salt"])
  })

  it("adds trimmed text and ignores empty text", () => {
    expect(addEntry(["flour"], "  2 eggs ")).toEqual(["flour", "2 eggs"])
    expect(addEntry(["flour"], "")).toEqual(["flour"])
    expect(addEntry(["flour"], "   \n ")).toEqual(["flour"])
  })

  it("updates one entry in place; blank text or a bad index changes nothing", () => {
    expect(updateEntry(["a", "b", "c"], 1, " <b>B</b> ")).toEqual(["a", "<b>B</b>", "c"])
    expect(updateEntry(["a", "b"], 0, " ")).toEqual(["a", "b"])
    expect(updateEntry(["a", "b"], 5, "x")).toEqual(["a", "b"])
    expect(updateEntry(["a", "b"], -1, "x")).toEqual(["a", "b"])
  })

  it("removes and moves entries", () => {
    expect(removeEntry(["a", "b", "c"], 1)).toEqual(["a", "c"])
    expect(removeEntry(["a"], 3)).toEqual(["a"])
    expect(moveEntry(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"])
    expect(moveEntry(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"])
    expect(moveEntry(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"])
  })

  it("never changes the list it was given", () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.string(), fc.integer({ min: -2, max: 10 }), (list, text, index) => {
        const copy = [...list]
        addEntry(list, text)
        updateEntry(list, index, text)
        removeEntry(list, index)
        moveEntry(list, index, 1)
        expect(list).toEqual(copy)
      }),
    )
  })

  it("adding grows the list by one exactly when the text has something in it", () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.string(), (list, text) => {
        expect(addEntry(list, text).length).toBe(list.length + (text.trim() === "" ? 0 : 1))
      }),
    )
  })

  it("adds named sub-recipes and edits their lists", () => {
    const subs = addSubRecipe([], "  Crust ")
    expect(subs).toEqual([{ name: "Crust", ingredients: [], method: [] }])
    expect(addSubRecipe(subs, " ")).toEqual(subs)
    const withFlour = setSubRecipeList(subs, 0, "ingredients", ["flour"])
    expect(withFlour[0]).toEqual({ name: "Crust", ingredients: ["flour"], method: [] })
    expect(subs[0]!.ingredients).toEqual([])
  })
})
