// How much a recipe import takes: pasted JSON-LD or a recipe manager's JSON file (a recipe's worth of JSON, with
// room for a page's whole graph), and an export archive (a recipe's JSON and its photos). Shared with the SPA,
// which checks a file before sending it.
export const IMPORT_TEXT_MAX = 500_000

/** The largest export archive (zip) taken. */
export const ARCHIVE_MAX_BYTES = 10 * 1024 * 1024
