// Daily limits of live games (docs/product.md §9.4), applied by the server when a round starts.

/** Live rounds one group may start per UTC day, each one a call for a new quiz (failed ones included). */
export const LIVE_ROUNDS_PER_GROUP_PER_DAY = 100
