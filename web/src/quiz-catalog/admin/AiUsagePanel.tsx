import { useEffect, useState } from "react"

import { ErrorPanel, LoadingPanel } from "#web/ui/Panels.tsx"

import { useQuizWords } from "../../quiz-play/words.ts"
import { fetchAiUsage } from "./adminApi.ts"
import type { AiUsage } from "./types.ts"

/** The month's AI calls by kind and model, their tokens and cost, and the budget they count against. */
export function AiUsagePanel() {
  const m = useQuizWords()
  const { count, money } = m
  const [usage, setUsage] = useState<AiUsage | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    setError(null)
    fetchAiUsage()
      .then((u) => live && setUsage(u))
      .catch((e) => live && setError(e))
    return () => {
      live = false
    }
  }, [attempt])

  return (
    <section className="card admin-section" aria-labelledby="admin-ai-title">
      <h2 id="admin-ai-title">{m.aiUseThisMonth}</h2>
      {error !== null ? (
        <ErrorPanel error={error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : usage === null ? (
        <LoadingPanel label={m.loadingAiUse} />
      ) : (
        <>
          <p className="quiz-muted">
            {usage.budget === null
              ? m.spentNoBudget(money(usage.spent), usage.month)
              : m.spentOfBudget(money(usage.spent), money(usage.budget), usage.month, usage.spent >= usage.budget)}
          </p>
          {usage.rows.length === 0 ? (
            <p className="quiz-muted">{m.noAiCalls}</p>
          ) : (
            <div className="table-scroll" role="region" aria-label={m.aiCallsTable} tabIndex={0}>
              <table className="admin-table">
                <caption className="visually-hidden">{m.aiCallsTable}</caption>
                <thead>
                  <tr>
                    <th scope="col">{m.kind}</th>
                    <th scope="col">{m.model}</th>
                    <th scope="col">{m.calls}</th>
                    <th scope="col">{m.tokensSent}</th>
                    <th scope="col">{m.tokensReceived}</th>
                    <th scope="col">{m.cost}</th>
                  </tr>
                </thead>
                <tbody>
                  {usage.rows.map((row) => (
                    <tr key={`${row.kind}-${row.model}`}>
                      <td>{m.aiCallKinds[row.kind]}</td>
                      <td>{row.model}</td>
                      <td>{count(row.calls)}</td>
                      <td>{count(row.prompt_tokens)}</td>
                      <td>{count(row.completion_tokens)}</td>
                      <td>{row.cost === null ? <span title={m.noPrice}>—</span> : money(row.cost)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  )
}
