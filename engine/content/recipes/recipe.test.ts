import { describe, expect, it } from "vitest"
import { Messages } from "../../../schemas/messages.ts"
import { WrongState } from "../../domain-errors.ts"
import { decideClaimName, decideReleaseName, recipeNameAggregate } from "./recipe-name.ts"
import { decideUpdateRecipe, prepareRecipe, recipeAggregate, type RecipeInput } from "./recipe.ts"

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

  it("refuses names that cannot make a servername", () => {
    expect(() => prepareRecipe({ ...INPUT, name: "a/b" })).toThrow(Messages.recipeNameCharacters)
    expect(() => prepareRecipe({ ...INPUT, name: "latest" })).toThrow(Messages.recipeNameReserved)
    expect(() => prepareRecipe({ ...INPUT, name: "" })).toThrow(Messages.fieldRequired("Recipe name"))
  })

  it("lets one recipe hold a servername at a time", () => {
    const [claimed] = decideClaimName("stew", "r1", NOW, recipeNameAggregate.initial)
    const held = recipeNameAggregate.evolve(recipeNameAggregate.initial, claimed!)
    expect(decideClaimName("stew", "r1", NOW, held)).toEqual([])
    expect(() => decideClaimName("stew", "r2", NOW, held)).toThrow(new WrongState(Messages.recipeNameTaken))
    expect(decideReleaseName("stew", "r2", NOW, held)).toEqual([])
    const [released] = decideReleaseName("stew", "r1", NOW, held)
    expect(recipeNameAggregate.evolve(held, released!).holder).toBeNull()
  })

  it("refuses an update reserved against a name the recipe no longer has", () => {
    const state = { status: "live" as const, servername: "renamed_meanwhile" }
    expect(() => decideUpdateRecipe({ recipeId: "r1", recipe: prepareRecipe(INPUT), expectedServername: "green_chile_stew", now: NOW }, state)).toThrow(
      Messages.recipeChangedMeanwhile,
    )
    expect(() => decideUpdateRecipe({ recipeId: "r1", recipe: prepareRecipe(INPUT), expectedServername: "", now: NOW }, recipeAggregate.initial)).toThrow(
      Messages.recipeNotFound,
    )
  })
})
