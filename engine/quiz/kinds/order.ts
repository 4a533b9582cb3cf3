// Put-in-order questions are stored in the right order; players see them in an order made from
// the question's id, the same on every node and every request, and never the right one.
import type { OrderData } from "#schemas/events/quiz.ts"

import { seededRandom } from "../../quiz-play/seeded-random.ts"
import { fisherYates } from "../shuffle.ts"

const sameOrder = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((item, i) => item === b[i])

/** The items as players first see them: shuffled by the question's id, turned once more if that gave the answer. */
export const shownOrder = (q: Pick<OrderData, "id" | "items">): string[] => {
  const shuffled = fisherYates(q.items, seededRandom(`order:${q.id}`))
  return sameOrder(shuffled, q.items) && shuffled.length > 1 ? [...shuffled.slice(1), shuffled[0]!] : shuffled
}

/** Right only when every item is in its place. */
export const isRightOrder = (q: Pick<OrderData, "items">, given: readonly string[]): boolean => sameOrder(given, q.items)

/** Whether `given` holds exactly the question's items, each once (in any order). */
export const isArrangementOf = (q: Pick<OrderData, "items">, given: readonly string[]): boolean =>
  given.length === q.items.length && [...given].sort().every((item, i) => item === [...q.items].sort()[i])
