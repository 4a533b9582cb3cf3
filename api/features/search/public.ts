// The site's search (GET /api/search), over the search read model.
import { type SearchDeps, searchHandlers } from "./search.ts"

export { SearchGroup } from "./search.ts"

export const makeSearch = (deps: SearchDeps) => ({
  searchHandlers: searchHandlers(deps),
})
