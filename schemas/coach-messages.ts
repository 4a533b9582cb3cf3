// The words of the homestead coach's page (/coach): the catalogue's "coach" area (schemas/i18n/catalogue.ts).
// English, as the product says them; schemas/i18n/es-coach.ts holds the same keys in Spanish. The server's
// answers the page shows are named here from messages.ts, where they are written.

export {
  coachConversationCleared,
  coachMessageRequired,
  coachMessageTooLong,
  coachNotConfigured,
  coachTimedOut,
  coachTooManyMessages,
  coachUnavailable,
  coachUnknown,
} from "./messages.ts"

/** The client's words when a streamed reply stops before its end. */
export const coachReplyCutOff = "The coach's reply was cut off. Please try again."
export const coachTitle = "Homestead Coach"
export const coachIntro =
  "Ask about the garden, the animals, the pantry or the move north. The coach answers from this site's own recipes, journal and posts, and links to them."
export const newConversation = "New conversation"
export const tryOneOfThese = "Try one of these, or write your own:"
export const suggestions: readonly string[] = [
  "What can I plant this month in our Las Vegas backyard?",
  "Which of our recipes use what the garden grows?",
  "What should we plan first for the move to the Adirondacks?",
]
export const coachReplied = (reply: string) => `The coach replied: ${reply}`
export const coachWriting = "The coach is writing…"
export const you = "You: "
export const coach = "Coach: "
export const replyCutOff = "(reply cut off)"
export const conversation = "Conversation with the coach"
export const messageTheCoach = "Message the coach"
export const composerPlaceholder = "Ask about the garden, the animals, the pantry or the move…"
export const composerHint = "Enter sends, Shift+Enter adds a line · "
export const waiting = "Waiting…"
export const send = "Send"
