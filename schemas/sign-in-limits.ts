// The per-address throttle on failed sign-ins (docs/product.md §6.3 and §9.3), applied by the server and
// named in the message users see when it holds them back. Owner and quiz sign-ins are counted apart.

/** Failed sign-ins one client address may make within the window. */
export const SIGN_IN_FAILURES = 5
/** The sliding window, in minutes: after it, every counted failure has expired. */
export const SIGN_IN_WINDOW_MINUTES = 5
