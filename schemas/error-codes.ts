// The `code`s of error answers that clients act on (HTTP `{message, code}`, socket acks and
// connection refusals), shared by the server and the SPA.

/** The database is not answering: nothing was changed, and the same request can work in a moment. */
export const STORE_UNAVAILABLE = "STORE_UNAVAILABLE"
