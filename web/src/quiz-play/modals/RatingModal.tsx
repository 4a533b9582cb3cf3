import { type FormEvent, useId, useState } from "react"

import * as Messages from "#schemas/messages.ts"
import { QuizLimits } from "#schemas/quiz-rules.ts"
import { FormError } from "#web/ui/Field.tsx"
import { Modal } from "#web/ui/Modal.tsx"

interface RatingModalProps {
  saving: boolean
  error: string | null
  onRate: (rating: number, review: string) => void
  onCancel: () => void
}

const STARS = Array.from({ length: QuizLimits.maxRating - QuizLimits.minRating + 1 }, (_, i) => QuizLimits.minRating + i)

/** Rate the quiz before leaving it: 1 to 5 stars (required) and an optional review. */
export function RatingModal({ saving, error, onRate, onCancel }: RatingModalProps) {
  const [rating, setRating] = useState(0)
  const [review, setReview] = useState("")
  const reviewId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onRate(rating, review)
  }

  return (
    <Modal title="Rate this quiz" open onClose={onCancel}>
      <form className="form" onSubmit={submit} noValidate>
        <fieldset className="stars">
          <legend>Your rating</legend>
          <div className="stars__row">
            {STARS.map((n) => (
              <label key={n} className={`stars__star${n <= rating ? " stars__star--on" : ""}`}>
                <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} className="visually-hidden" />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">
                  {n} star{n === 1 ? "" : "s"}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={reviewId}>Review (optional)</label>
          <textarea id={reviewId} name="review" rows={3} value={review} maxLength={QuizLimits.maxReviewLength} onChange={(e) => setReview(e.target.value)} />
        </div>
        {/* The missing-rating message goes once a star is picked. */}
        <FormError message={rating > 0 && error === Messages.ratingRequired ? null : error} />
        <div className="button-row">
          <button type="submit" className="button" disabled={saving}>
            {saving ? "Saving…" : "Submit rating"}
          </button>
        </div>
      </form>
    </Modal>
  )
}
