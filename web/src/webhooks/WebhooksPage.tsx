import "../api-tokens/api-tokens.css"
import "../content/dashboard/forms.css"
import "./webhooks.css"

import { type FormEvent, useEffect, useId, useRef, useState } from "react"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { WEBHOOK_EVENT_NAMES } from "#schemas/events/webhooks.ts"
import * as Frame from "#schemas/frame-messages.ts"
import { reworded } from "#schemas/i18n/reword.ts"
import { useLanguage, useMessages } from "#web/i18n/language.ts"

import { errorMessage } from "../http/errors.ts"
import { Field, FormError } from "../ui/Field.tsx"
import { Modal } from "../ui/Modal.tsx"
import { notifyError, notifySuccess } from "../ui/notify.ts"
import { PageIntro } from "../ui/PageIntro.tsx"
import { ErrorPanel, LoadingPanel } from "../ui/Panels.tsx"
import { DeliveriesSection } from "./DeliveriesSection.tsx"
import { type CreatedEndpoint, createWebhook, type EndpointInfo, listWebhooks, removeWebhook, testWebhook } from "./webhookApi.ts"
import { when } from "./when.ts"

type EventName = (typeof WEBHOOK_EVENT_NAMES)[number]

type View =
  { readonly kind: "loading" } | { readonly kind: "failed"; readonly error: unknown } | { readonly kind: "list"; readonly endpoints: readonly EndpointInfo[] }

/**
 * The owner's webhooks: the endpoints (address, events, when added) with a test and removal
 * after a confirmation, a form to add one (its signing secret shown once, with a copy button),
 * and the latest deliveries with their status.
 */
export function WebhooksPage() {
  const id = useId()
  const m = useMessages("dashboard", Dashboard)
  const frame = useMessages("frame", Frame)
  const language = useLanguage()
  const [view, setView] = useState<View>({ kind: "loading" })
  const [url, setUrl] = useState("")
  const [events, setEvents] = useState<readonly EventName[]>([])
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [created, setCreated] = useState<CreatedEndpoint | null>(null)
  const [removing, setRemoving] = useState<EndpointInfo | null>(null)
  // Bumped when something this page did adds a delivery or changes what one is sent to.
  const [sent, setSent] = useState(0)
  const secretField = useRef<HTMLInputElement>(null)

  const load = () => {
    setView({ kind: "loading" })
    listWebhooks().then(
      (endpoints) => setView({ kind: "list", endpoints }),
      (e: unknown) => setView({ kind: "failed", error: e }),
    )
  }
  useEffect(load, [])
  useEffect(() => secretField.current?.select(), [created])

  const toggle = (event: EventName, on: boolean) => setEvents((now) => (on ? [...now, event] : now.filter((e) => e !== event)))

  const add = async (event: FormEvent) => {
    event.preventDefault()
    if (events.length === 0) return setError(m.webhookEventsRequired)
    setBusy(true)
    setError(null)
    try {
      const answer = await createWebhook({ url: url.trim(), events: WEBHOOK_EVENT_NAMES.filter((e) => events.includes(e)) })
      setCreated(answer)
      setUrl("")
      setEvents([])
      setView((now) => (now.kind === "list" ? { kind: "list", endpoints: [...now.endpoints, answer.info] } : now))
    } catch (e) {
      // A refusal of the address comes inside the request's problems, which the server does not reword.
      setError(reworded(Dashboard, m, errorMessage(e)))
    } finally {
      setBusy(false)
    }
  }

  const copy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret)
      notifySuccess(m.webhookSecretCopied)
    } catch {
      notifyError(new Error(m.webhookSecretNotCopied))
    }
  }

  const sendTest = async (endpoint: EndpointInfo) => {
    try {
      notifySuccess((await testWebhook(endpoint.id)).message)
      setSent((n) => n + 1)
    } catch (e) {
      notifyError(e)
    }
  }

  const remove = async (endpoint: EndpointInfo) => {
    setBusy(true)
    try {
      notifySuccess((await removeWebhook(endpoint.id)).message)
      setRemoving(null)
      if (created?.info.id === endpoint.id) setCreated(null)
      setView((now) => (now.kind === "list" ? { kind: "list", endpoints: now.endpoints.filter((e) => e.id !== endpoint.id) } : now))
      setSent((n) => n + 1)
    } catch (e) {
      notifyError(e)
    } finally {
      setBusy(false)
    }
  }

  const endpoints = view.kind === "list" ? view.endpoints : []

  return (
    <section className="narrow webhooks" aria-labelledby={`${id}-title`}>
      <PageIntro title={frame.webhooksTitle} id={`${id}-title`}>
        {m.webhooksIntro}
      </PageIntro>
      <section className="form card" aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`}>{m.webhooksListLabel}</h2>
        {view.kind === "loading" && <LoadingPanel />}
        {view.kind === "failed" && <ErrorPanel error={view.error} onRetry={load} />}
        {view.kind === "list" &&
          (view.endpoints.length === 0 ? (
            <p>{m.webhooksEmpty}</p>
          ) : (
            <ul className="api-tokens__list" aria-label={m.webhooksListLabel}>
              {view.endpoints.map((endpoint) => (
                <li key={endpoint.id} className="api-tokens__item">
                  <div className="webhooks__endpoint">
                    <strong className="webhooks__url">{endpoint.url}</strong>
                    <dl className="api-tokens__times">
                      <dt>{m.webhookEventsAsked}</dt>
                      <dd>{endpoint.events.map(m.webhookEventLabel).join(", ")}</dd>
                      <dt>{m.webhookAddedAt}</dt>
                      <dd>{when(endpoint.createdAt, language)}</dd>
                    </dl>
                  </div>
                  <div className="button-row">
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => void sendTest(endpoint)}
                      aria-label={m.webhookSendTestFor(endpoint.url)}
                    >
                      {m.webhookSendTest}
                    </button>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => setRemoving(endpoint)}
                      aria-label={m.webhookRemoveFor(endpoint.url)}
                    >
                      {m.webhookRemove}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          ))}
        {created && (
          <div className="api-tokens__created" role="status">
            <p>{m.webhookAdded}</p>
            <label htmlFor={`${id}-secret`}>{m.webhookSecretLabel(created.info.url)}</label>
            <div className="api-tokens__token">
              <input
                id={`${id}-secret`}
                ref={secretField}
                readOnly
                value={created.secret}
                spellCheck={false}
                aria-describedby={`${id}-secret-hint`}
                onFocus={(e) => e.target.select()}
              />
              <button type="button" className="button" onClick={() => void copy(created.secret)}>
                {m.webhookCopy}
              </button>
            </div>
            <small id={`${id}-secret-hint`} className="field__hint">
              {m.webhookSecretHint}
            </small>
            <button type="button" className="button button--secondary" onClick={() => setCreated(null)}>
              {m.webhookSecretDone}
            </button>
          </div>
        )}
      </section>
      <form className="form card" onSubmit={add} aria-labelledby={`${id}-add`} noValidate>
        <h2 id={`${id}-add`}>{m.webhookAddTitle}</h2>
        <Field
          label={m.webhookUrlLabel}
          name="webhook-url"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          hint={m.webhookUrlHint}
          required
          maxLength={2000}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <fieldset className="form-group">
          <legend>{m.webhookEventsLegend}</legend>
          <div className="choice-list">
            {WEBHOOK_EVENT_NAMES.map((name) => (
              <label key={name} className="choice">
                <input type="checkbox" name="webhook-events" value={name} checked={events.includes(name)} onChange={(e) => toggle(name, e.target.checked)} />
                {m.webhookEventLabel(name)}
              </label>
            ))}
          </div>
        </fieldset>
        <FormError message={error} />
        <div className="button-row">
          <button type="submit" className="button" disabled={busy}>
            {m.webhookAddButton}
          </button>
        </div>
      </form>
      <DeliveriesSection endpoints={endpoints} reloadKey={sent} />
      <Modal title={m.webhookRemoveTitle} open={removing !== null} onClose={() => setRemoving(null)}>
        <p>{m.webhookRemoveText(removing?.url ?? "")}</p>
        <div className="button-row">
          <button type="button" className="button" autoFocus disabled={busy} onClick={() => removing && void remove(removing)}>
            {m.webhookRemoveConfirm}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setRemoving(null)}>
            {m.webhookKeep}
          </button>
        </div>
      </Modal>
    </section>
  )
}
