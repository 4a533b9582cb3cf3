import { useSignals } from "@preact/signals-react/runtime"
import { useCallback, useEffect, useState } from "react"

import { playerName } from "#schemas/i18n/player-name.ts"
import { quiz } from "#web/state/store.ts"
import { ErrorPanel, LoadingPanel } from "#web/ui/Panels.tsx"

import { useQuizWords } from "../../quiz-play/words.ts"
import { loadGeneralFeedback } from "./adminApi.ts"
import { shortDateTime } from "./format.ts"
import type { GeneralFeedbackItem } from "./types.ts"

/** Players' general feedback, newest first as the server sends it. */
export function GeneralFeedbackList() {
  useSignals()
  const m = useQuizWords()
  const stored = quiz.generalFeedback.value
  const items = Array.isArray(stored) ? (stored as GeneralFeedbackItem[]) : null
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<unknown>(null)

  const refresh = useCallback(async () => {
    setLoading(true)
    setError(null)
    try {
      await loadGeneralFeedback()
    } catch (e) {
      setError(e)
    } finally {
      setLoading(false)
    }
  }, [])

  useEffect(() => {
    void refresh()
  }, [refresh])

  return (
    <section className="card admin-section" aria-labelledby="admin-feedback-title" aria-busy={loading}>
      <h2 id="admin-feedback-title">{m.generalFeedback}</h2>
      {error !== null && <ErrorPanel error={error} onRetry={() => void refresh()} />}
      {items === null && loading && <LoadingPanel label={m.loadingFeedback} />}
      {items && items.length === 0 && <p className="quiz-muted">{m.noFeedbackYet}</p>}
      {items && items.length > 0 && (
        <ul className="feedback-list">
          {items.map((item) => (
            <li key={item.id} className="feedback-item">
              <p className="quiz-muted">
                <strong>{item.player ? playerName(m, item.player) : m.guest}</strong>
                {item.player_email && (
                  <>
                    {" "}
                    · <a href={`mailto:${item.player_email}`}>{item.player_email}</a>
                  </>
                )}
                {" · "}
                <time dateTime={item.created_at}>{shortDateTime(item.created_at, m)}</time>
              </p>
              <p className="feedback-item__text">{item.feedback}</p>
              {item.screenshot_id && <Screenshot id={item.screenshot_id} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The screenshot sent with a feedback (an uploaded image's variants under /media/<id>/). */
function Screenshot({ id }: { id: string }) {
  const m = useQuizWords()
  const base = `/media/${encodeURIComponent(id)}`
  return (
    <a className="feedback-item__shot" href={`${base}/public.webp`} target="_blank" rel="noopener noreferrer">
      <img src={`${base}/carousel.webp`} alt={m.screenshotSent} loading="lazy" />
    </a>
  )
}
