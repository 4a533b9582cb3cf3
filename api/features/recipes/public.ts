// Recipes: what the composition root and other features may use.
export { RecipesGroup } from "./group.ts"
export { type RecipesDeps, recipesHandlers } from "./handlers.ts"
