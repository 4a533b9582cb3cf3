import { useEffect, useId, useState } from "react"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import type { Words } from "#schemas/i18n/catalogue.ts"
import { reworded } from "#schemas/i18n/reword.ts"
import { useLanguage, useMessages } from "#web/i18n/language.ts"

import { ErrorPanel, LoadingPanel } from "../ui/Panels.tsx"
import { type DeliveryInfo, type EndpointInfo, listDeliveries } from "./webhookApi.ts"
import { when } from "./when.ts"

/** How often the list looks again while a delivery is still being tried, and otherwise (new events). */
const LOOK_AGAIN_MS = 2_000
const LOOK_NOW_AND_THEN_MS = 10_000

type View =
  { readonly kind: "loading" } | { readonly kind: "failed"; readonly error: unknown } | { readonly kind: "list"; readonly deliveries: readonly DeliveryInfo[] }

const statusOf = (m: Words<typeof Dashboard>, d: DeliveryInfo): { readonly label: string; readonly tone: string } => {
  if (d.status === "delivered") return { label: m.webhookDeliveredStatus, tone: "delivered" }
  if (d.status === "failed") return { label: m.webhookFailedStatus, tone: "failed" }
  return d.attempts === 0 ? { label: m.webhookWaitingStatus, tone: "waiting" } : { label: m.webhookRetryingStatus, tone: "retrying" }
}

interface Props {
  /** The endpoints, to name where each delivery goes. */
  readonly endpoints: readonly EndpointInfo[]
  /** Changes when the page did something that adds a delivery or ends some: the list is read again. */
  readonly reloadKey: number
}

/**
 * The latest deliveries, newest first: the event, where it went, its status (delivered,
 * retrying with the next try's time, failed), its attempts and the last answer. Looked at
 * again every two seconds while one is still being tried, every ten otherwise, and on demand.
 */
export function DeliveriesSection({ endpoints, reloadKey }: Props) {
  const titleId = useId()
  const m = useMessages("dashboard", Dashboard)
  const language = useLanguage()
  const [view, setView] = useState<View>({ kind: "loading" })
  const [refreshing, setRefreshing] = useState(0)

  useEffect(() => {
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const read = (): void => {
      listDeliveries().then(
        (deliveries) => {
          if (!live) return
          setView({ kind: "list", deliveries })
          timer = setTimeout(read, deliveries.some((d) => d.status === "pending") ? LOOK_AGAIN_MS : LOOK_NOW_AND_THEN_MS)
        },
        (e: unknown) => {
          if (live) setView({ kind: "failed", error: e })
        },
      )
    }
    read()
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [reloadKey, refreshing])

  const retry = () => {
    setView({ kind: "loading" })
    setRefreshing((n) => n + 1)
  }
  const urlOf = (endpointId: string) => endpoints.find((e) => e.id === endpointId)?.url ?? m.webhookRemovedEndpoint

  return (
    <section className="form card" aria-labelledby={titleId}>
      <div className="webhooks__heading">
        <h2 id={titleId}>{m.webhookDeliveriesTitle}</h2>
        <button type="button" className="button button--secondary" onClick={() => setRefreshing((n) => n + 1)}>
          {m.webhookDeliveriesRefresh}
        </button>
      </div>
      {view.kind === "loading" && <LoadingPanel />}
      {view.kind === "failed" && <ErrorPanel error={view.error} onRetry={retry} />}
      {view.kind === "list" &&
        (view.deliveries.length === 0 ? (
          <p>{m.webhookDeliveriesEmpty}</p>
        ) : (
          <ul className="api-tokens__list" aria-label={m.webhookDeliveriesLabel}>
            {view.deliveries.map((delivery) => {
              const status = statusOf(m, delivery)
              return (
                <li key={delivery.id} className="api-tokens__item webhooks__delivery">
                  <div className="webhooks__endpoint">
                    <strong>{m.webhookEventLabel(delivery.event)}</strong>{" "}
                    <span className={`api-tokens__scope webhooks__status webhooks__status--${status.tone}`}>{status.label}</span>
                    <dl className="api-tokens__times">
                      <dt>{m.webhookSentTo}</dt>
                      <dd className="webhooks__url">{urlOf(delivery.endpointId)}</dd>
                      <dt>{m.webhookRequestedAt}</dt>
                      <dd>{when(delivery.requestedAt, language)}</dd>
                      <dt>{m.webhookAttempts}</dt>
                      <dd>{delivery.attempts}</dd>
                      {delivery.attempts > 0 && (
                        <>
                          <dt>{m.webhookLastResponse}</dt>
                          <dd>{delivery.lastStatus === 0 ? m.webhookNoResponse : m.webhookResponseCode(delivery.lastStatus)}</dd>
                        </>
                      )}
                      {delivery.lastStatus === 0 && delivery.lastError !== "" && (
                        <>
                          <dt>{m.webhookLastProblem}</dt>
                          <dd>{reworded(Dashboard, m, delivery.lastError)}</dd>
                        </>
                      )}
                      {delivery.nextAttemptAt !== null && delivery.attempts > 0 && (
                        <>
                          <dt>{m.webhookNextTry}</dt>
                          <dd>{when(delivery.nextAttemptAt, language)}</dd>
                        </>
                      )}
                    </dl>
                  </div>
                </li>
              )
            })}
          </ul>
        ))}
    </section>
  )
}
