// The answers to the open question, by player, as plain data that grows a page at a time. A
// thousand players answering one question are a thousand facts, each folded by the actor and
// by every node's feed; copying every answer so far into a new record for each (what an
// immutable record costs) made the fold quadratic, and was most of the time between the last
// answer and the reveal reaching the players. Adding an answer copies one page of at most
// PAGE_SIZE answers and the list of pages; a lookup reads at most size / PAGE_SIZE pages.
/** One player's answer to the open question, graded when it arrived. */
export interface QuestionAnswer {
  readonly option: string
  readonly correct: boolean
  readonly points: number
  readonly streak: number
}

const PAGE_SIZE = 64

export interface AnswerBook {
  readonly pages: readonly Readonly<Record<string, QuestionAnswer>>[]
  /** How many players have answered. */
  readonly size: number
}

export const emptyAnswers: AnswerBook = { pages: [], size: 0 }

const pageOf = (book: AnswerBook, userId: string): number => book.pages.findIndex((page) => Object.hasOwn(page, userId))

export const answerOf = (book: AnswerBook, userId: string): QuestionAnswer | undefined => {
  const at = pageOf(book, userId)
  return at < 0 ? undefined : book.pages[at]![userId]
}

export const hasAnswered = (book: AnswerBook, userId: string): boolean => pageOf(book, userId) >= 0

/** The book with `userId`'s answer (replacing one they gave before). */
export const withAnswer = (book: AnswerBook, userId: string, answer: QuestionAnswer): AnswerBook => {
  const at = pageOf(book, userId)
  if (at >= 0) return { pages: book.pages.map((page, i) => (i === at ? { ...page, [userId]: answer } : page)), size: book.size }
  const last = book.pages.at(-1)
  if (last === undefined || book.size % PAGE_SIZE === 0) return { pages: [...book.pages, { [userId]: answer }], size: book.size + 1 }
  return { pages: [...book.pages.slice(0, -1), { ...last, [userId]: answer }], size: book.size + 1 }
}
