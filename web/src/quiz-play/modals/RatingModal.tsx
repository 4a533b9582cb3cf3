import { type FormEvent, useId, useState } from "react"

import { QuizLimits } from "#schemas/quiz-rules.ts"
import { FormError } from "#web/ui/Field.tsx"
import { Modal } from "#web/ui/Modal.tsx"

import { useQuizWords } from "../words.ts"

interface RatingModalProps {
  saving: boolean
  error: string | null
  onRate: (rating: number, review: string) => void
  onCancel: () => void
}

const STARS = Array.from({ length: QuizLimits.maxRating - QuizLimits.minRating + 1 }, (_, i) => QuizLimits.minRating + i)

/** Rate the quiz before leaving it: 1 to 5 stars (required) and an optional review. */
export function RatingModal({ saving, error, onRate, onCancel }: RatingModalProps) {
  const m = useQuizWords()
  const [rating, setRating] = useState(0)
  const [review, setReview] = useState("")
  const reviewId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onRate(rating, review)
  }

  return (
    <Modal title={m.rateThisQuiz} open onClose={onCancel}>
      <form className="form" onSubmit={submit} noValidate>
        <fieldset className="stars">
          <legend>{m.yourRating}</legend>
          <div className="stars__row">
            {STARS.map((n) => (
              <label key={n} className={`stars__star${n <= rating ? " stars__star--on" : ""}`}>
                <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} className="visually-hidden" />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{m.stars(n)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={reviewId}>{m.reviewOptional}</label>
          <textarea id={reviewId} name="review" rows={3} value={review} maxLength={QuizLimits.maxReviewLength} onChange={(e) => setReview(e.target.value)} />
        </div>
        {/* The missing-rating message goes once a star is picked. */}
        <FormError message={rating > 0 && error === m.ratingRequired ? null : error} />
        <div className="button-row">
          <button type="submit" className="button" disabled={saving}>
            {saving ? m.saving : m.submitRating}
          </button>
        </div>
      </form>
    </Modal>
  )
}
