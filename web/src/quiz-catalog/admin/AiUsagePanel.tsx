import { useEffect, useState } from "react"

import { ErrorPanel, LoadingPanel } from "#web/ui/Panels.tsx"

import { fetchAiUsage } from "./adminApi.ts"
import type { AiUsage } from "./types.ts"

const KIND_NAMES: Record<AiUsage["rows"][number]["kind"], string> = {
  solo: "Players' quizzes",
  live: "Live rounds",
  verification: "Checks of quizzes' answers",
  coach: "Coach",
  recipe_import: "Recipes read from pages",
}

const count = (n: number) => n.toLocaleString("en-US")
const money = (n: number) => n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 4 })

/** The month's AI calls by kind and model, their tokens and cost, and the budget they count against. */
export function AiUsagePanel() {
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
      <h2 id="admin-ai-title">AI use this month</h2>
      {error !== null ? (
        <ErrorPanel error={error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : usage === null ? (
        <LoadingPanel label="Loading the AI use…" />
      ) : (
        <>
          <p className="quiz-muted">
            {usage.budget === null
              ? `${money(usage.spent)} spent in ${usage.month} on priced models; no monthly budget is set (AI_MONTHLY_BUDGET).`
              : `${money(usage.spent)} of the budget of ${money(usage.budget)} spent in ${usage.month}.${usage.spent >= usage.budget ? " The budget is spent: quizzes and the coach wait for next month." : ""}`}
          </p>
          {usage.rows.length === 0 ? (
            <p className="quiz-muted">No calls to the AI provider this month.</p>
          ) : (
            <div className="table-scroll" role="region" aria-label="AI calls this month by kind and model" tabIndex={0}>
              <table className="admin-table">
                <caption className="visually-hidden">AI calls this month by kind and model</caption>
                <thead>
                  <tr>
                    <th scope="col">Kind</th>
                    <th scope="col">Model</th>
                    <th scope="col">Calls</th>
                    <th scope="col">Tokens sent</th>
                    <th scope="col">Tokens received</th>
                    <th scope="col">Cost</th>
                  </tr>
                </thead>
                <tbody>
                  {usage.rows.map((row) => (
                    <tr key={`${row.kind}-${row.model}`}>
                      <td>{KIND_NAMES[row.kind]}</td>
                      <td>{row.model}</td>
                      <td>{count(row.calls)}</td>
                      <td>{count(row.prompt_tokens)}</td>
                      <td>{count(row.completion_tokens)}</td>
                      <td>{row.cost === null ? <span title="No price for this model in AI_PRICES">—</span> : money(row.cost)}</td>
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
