// The conversation on screen, as a pure reducer: the user's messages, the coach's replies
// (growing while they stream), whether a reply is awaited, and the last error.

export interface ChatEntry {
  readonly id: number
  readonly role: "user" | "coach"
  readonly text: string
  /** A coach reply is "streaming" until it is "done", or "cut" when it failed midway. */
  readonly status: "streaming" | "done" | "cut"
}

export interface ChatState {
  readonly entries: readonly ChatEntry[]
  readonly waiting: boolean
  readonly error: string | null
  readonly nextId: number
}

export type ChatAction =
  | { readonly type: "send"; readonly text: string }
  | { readonly type: "delta"; readonly text: string }
  | { readonly type: "done"; readonly text: string }
  | { readonly type: "fail"; readonly message: string }
  | { readonly type: "reset" }

export const initialChat: ChatState = { entries: [], waiting: false, error: null, nextId: 1 }

const updateReply = (state: ChatState, update: (reply: ChatEntry) => ChatEntry | null): readonly ChatEntry[] => {
  const last = state.entries.at(-1)
  if (!last || last.role !== "coach" || last.status !== "streaming") return state.entries
  const next = update(last)
  return next ? [...state.entries.slice(0, -1), next] : state.entries.slice(0, -1)
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "send":
      if (state.waiting) return state
      return {
        entries: [
          ...state.entries,
          { id: state.nextId, role: "user", text: action.text, status: "done" },
          { id: state.nextId + 1, role: "coach", text: "", status: "streaming" },
        ],
        waiting: true,
        error: null,
        nextId: state.nextId + 2,
      }
    case "delta":
      return { ...state, entries: updateReply(state, (reply) => ({ ...reply, text: reply.text + action.text })) }
    case "done":
      return { ...state, entries: updateReply(state, (reply) => ({ ...reply, text: action.text, status: "done" })), waiting: false }
    case "fail":
      // A reply that never started is dropped; a started one stays, marked as cut off.
      return {
        ...state,
        entries: updateReply(state, (reply) => (reply.text.trim() === "" ? null : { ...reply, status: "cut" })),
        waiting: false,
        error: action.message,
      }
    case "reset":
      return { ...initialChat, nextId: state.nextId }
  }
}
