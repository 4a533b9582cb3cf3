// A player's rating of a quiz (stream `rating-<quizId>-<userId>`): 1 to 5 stars and an
// optional review; a new rating replaces the earlier one rather than adding to it.
import { QuizRatingEvent } from "#schemas/events/quiz-rating.ts"
import * as Messages from "#schemas/messages.ts"
import { isValidRating } from "#schemas/quiz-rules.ts"

import type { Decider } from "../decider.ts"
import { Invalid } from "../domain-errors.ts"

export interface RatingState {
  readonly rating: number | null
  readonly review: string | null
}

export const ratingStream = (quizId: string, userId: string): string => `rating-${quizId}-${userId}`

export interface RateQuiz {
  readonly type: "RateQuiz"
  readonly quizId: string
  readonly userId: string
  /** As sent; anything but a whole number from 1 to 5 is refused. */
  readonly rating: unknown
  readonly review: string | null
  readonly now: Date
}

/** A whole number of stars from 1 to 5; anything else (0, missing, 3.5, "4") is refused. */
export const checkRating = (rating: unknown): number => {
  if (typeof rating !== "number" || !isValidRating(rating)) throw new Invalid(Messages.ratingRequired)
  return rating
}

const decide = (command: RateQuiz, state: RatingState): QuizRatingEvent[] => {
  const rating = checkRating(command.rating)
  const review = command.review === null || command.review.trim() === "" ? null : command.review.trim()
  if (state.rating === rating && state.review === review) return []
  return [
    {
      type: "QuizRated",
      quizId: command.quizId,
      userId: command.userId,
      rating,
      review,
      previousRating: state.rating,
      at: command.now.toISOString(),
    },
  ]
}

export const ratingDecider: Decider<RateQuiz, RatingState, QuizRatingEvent> = {
  decide,
  evolve: (_state, event) => ({ rating: event.rating, review: event.review }),
  initialState: { rating: null, review: null },
  events: QuizRatingEvent,
}
