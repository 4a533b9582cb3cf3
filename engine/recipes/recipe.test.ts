import { describe, expect, it } from "vitest"

import { WrongState } from "#engine/domain-errors.ts"
import * as Messages from "#schemas/messages.ts"
import { given } from "#test/support/decider.ts"

import { prepareRecipe, recipeDecider, type RecipeInput } from "./recipe.ts"
import { type RecipeNameCommand, recipeNameDecider } from "./recipe-name.ts"

const NOW = new Date("2026-03-05T10:00:00.000Z")
const INPUT: RecipeInput = {
  name: " Green  Chile Stew ",
  category: "Soup",
  cooktime: "2 h",
  baketemp: "",
  hassubrecipes: false,
  subrecipes: [{ name: " ", ingredients: [" "], method: [] }],
  ingredients: ["<b>1 lb</b> chile", "<script>x</script>"],
  method: ["Roast"],
  notes: [],
  source: "",
  images: [],
  video: "",
}

describe("recipe rules", () => {
  it("derives the servername and sanitises every entry", () => {
    const recipe = prepareRecipe(INPUT)
    expect(recipe).toMatchObject({ name: "Green Chile Stew", servername: "green_chile_stew", ingredients: ["<b>1 lb</b> chile"], subrecipes: [] })
  })

  it("refuses an entry's image from elsewhere instead of dropping it", () => {
    const coop = '<img src="https://example.org/coop.jpg">'
    expect(() => prepareRecipe({ ...INPUT, method: ["Roast", coop] })).toThrow(Messages.imagesFromElsewhere(["https://example.org/coop.jpg"]))
    expect(() => prepareRecipe({ ...INPUT, subrecipes: [{ name: "Crust", ingredients: [coop], method: [] }] })).toThrow(
      Messages.imagesFromElsewhere(["https://example.org/coop.jpg"]),
    )
  })

  it("refuses names that cannot make a servername", () => {
    expect(() => prepareRecipe({ ...INPUT, name: "a/b" })).toThrow(Messages.recipeNameCharacters)
    expect(() => prepareRecipe({ ...INPUT, name: "latest" })).toThrow(Messages.recipeNameReserved)
    expect(() => prepareRecipe({ ...INPUT, name: "" })).toThrow(Messages.fieldRequired("Recipe name"))
  })

  it("lets one recipe hold a servername at a time", () => {
    const claim = (recipeId: string): RecipeNameCommand => ({ type: "ClaimRecipeName", servername: "stew", recipeId, now: NOW })
    const release = (recipeId: string): RecipeNameCommand => ({ type: "ReleaseRecipeName", servername: "stew", recipeId, now: NOW })
    const claimed = given(recipeNameDecider).when(claim("r1")).events()
    given(recipeNameDecider, claimed).when(claim("r1")).then([])
    given(recipeNameDecider, claimed).when(claim("r2")).then(new WrongState(Messages.recipeNameTaken))
    given(recipeNameDecider, claimed).when(release("r2")).then([])
    const released = given(recipeNameDecider, claimed).when(release("r1")).events()
    expect(given(recipeNameDecider, [...claimed, ...released]).state.holder).toBeNull()
  })

  it("refuses an update reserved against a name the recipe no longer has", () => {
    const state = { status: "live" as const, servername: "renamed_meanwhile" }
    given(recipeDecider, [], state)
      .when({ type: "UpdateRecipe", recipeId: "r1", recipe: prepareRecipe(INPUT), expectedServername: "green_chile_stew", now: NOW })
      .then(Messages.recipeChangedMeanwhile)
    given(recipeDecider)
      .when({ type: "UpdateRecipe", recipeId: "r1", recipe: prepareRecipe(INPUT), expectedServername: "", now: NOW })
      .then(Messages.recipeNotFound)
  })
})
