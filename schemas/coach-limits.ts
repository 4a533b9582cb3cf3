// Coach constants shared with the browser; plain values so the coach screen's bundle
// does not pull in Effect's Schema.

export const COACH_NAMES = ["hsCoach"] as const
export const COACH_MESSAGE_MAX = 2000

/** Server-sent events of /api/coach/stream: pieces of the reply, then the whole reply, or an error. */
export const COACH_STREAM_EVENTS = { delta: "delta", done: "done", error: "error" } as const
