// Limits of quiz groups (docs/product.md §5 and §9.4), shared by the server and the browser, which
// checks first to spare a doomed request. Plain constants: the browser bundle must not pull in Effect.

/** Characters of a group name, after trimming. */
export const GROUP_NAME_MAX = 60
/** Invite keys one request may make (1 when creating a group unless asked). */
export const MAX_NEW_KEYS = 50
/** Unused invite keys a group may hold at once; used ones are members, who are not capped. */
export const MAX_UNUSED_KEYS = 100
/** Groups one player may have created and not yet deleted (docs/product.md §4.8). */
export const MAX_OWN_GROUPS = 20
/** Challenges one player may issue per UTC day, across all their groups. */
export const MAX_CHALLENGES_PER_DAY = 20
