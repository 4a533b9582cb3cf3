// How much text a recipe import takes (pasted JSON-LD, a recipe manager's file): a recipe's worth of JSON,
// with room for a page's whole graph. Shared with the SPA, which checks a file before reading it.
export const IMPORT_TEXT_MAX = 500_000
