// Limits of quiz groups (docs/product.md §5 and §9.4), shared by the server and the browser, which
// checks first to spare a doomed request. Plain constants: the browser bundle must not pull in Effect.

/** Characters of a group name, after trimming. */
export const GROUP_NAME_MAX = 60
/** Invite keys one request may make (1 when creating a group unless asked). */
export const MAX_NEW_KEYS = 50
