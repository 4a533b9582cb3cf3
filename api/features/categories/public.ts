// Categories: what the composition root and other features may use.
export { CategoriesGroup } from "./group.ts"
export { type CategoriesDeps, categoriesHandlers } from "./handlers.ts"
