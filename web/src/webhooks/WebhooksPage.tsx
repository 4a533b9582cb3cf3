import "../api-tokens/api-tokens.css"
import "../content/dashboard/forms.css"
import "./webhooks.css"

import { type FormEvent, useEffect, useId, useRef, useState } from "react"

import { WEBHOOK_EVENT_NAMES } from "#schemas/events/webhooks.ts"
import * as Messages from "#schemas/messages.ts"

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
    if (events.length === 0) return setError(Messages.webhookEventsRequired)
    setBusy(true)
    setError(null)
    try {
      const answer = await createWebhook({ url: url.trim(), events: WEBHOOK_EVENT_NAMES.filter((e) => events.includes(e)) })
      setCreated(answer)
      setUrl("")
      setEvents([])
      setView((now) => (now.kind === "list" ? { kind: "list", endpoints: [...now.endpoints, answer.info] } : now))
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  const copy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret)
      notifySuccess(Messages.webhookSecretCopied)
    } catch {
      notifyError(new Error(Messages.webhookSecretNotCopied))
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
      <PageIntro title={Messages.webhooksTitle} id={`${id}-title`}>
        {Messages.webhooksIntro}
      </PageIntro>
      <section className="form card" aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`}>{Messages.webhooksListLabel}</h2>
        {view.kind === "loading" && <LoadingPanel />}
        {view.kind === "failed" && <ErrorPanel error={view.error} onRetry={load} />}
        {view.kind === "list" &&
          (view.endpoints.length === 0 ? (
            <p>{Messages.webhooksEmpty}</p>
          ) : (
            <ul className="api-tokens__list" aria-label={Messages.webhooksListLabel}>
              {view.endpoints.map((endpoint) => (
                <li key={endpoint.id} className="api-tokens__item">
                  <div className="webhooks__endpoint">
                    <strong className="webhooks__url">{endpoint.url}</strong>
                    <dl className="api-tokens__times">
                      <dt>{Messages.webhookEventsAsked}</dt>
                      <dd>{endpoint.events.map(Messages.webhookEventLabel).join(", ")}</dd>
                      <dt>{Messages.webhookAddedAt}</dt>
                      <dd>{when(endpoint.createdAt)}</dd>
                    </dl>
                  </div>
                  <div className="button-row">
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => void sendTest(endpoint)}
                      aria-label={Messages.webhookSendTestFor(endpoint.url)}
                    >
                      {Messages.webhookSendTest}
                    </button>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => setRemoving(endpoint)}
                      aria-label={Messages.webhookRemoveFor(endpoint.url)}
                    >
                      {Messages.webhookRemove}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          ))}
        {created && (
          <div className="api-tokens__created" role="status">
            <p>{Messages.webhookAdded}</p>
            <label htmlFor={`${id}-secret`}>{Messages.webhookSecretLabel(created.info.url)}</label>
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
                {Messages.webhookCopy}
              </button>
            </div>
            <small id={`${id}-secret-hint`} className="field__hint">
              {Messages.webhookSecretHint}
            </small>
            <button type="button" className="button button--secondary" onClick={() => setCreated(null)}>
              {Messages.webhookSecretDone}
            </button>
          </div>
        )}
      </section>
      <form className="form card" onSubmit={add} aria-labelledby={`${id}-add`} noValidate>
        <h2 id={`${id}-add`}>{Messages.webhookAddTitle}</h2>
        <Field
          label={Messages.webhookUrlLabel}
          name="webhook-url"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          hint={Messages.webhookUrlHint}
          required
          maxLength={2000}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <fieldset className="form-group">
          <legend>{Messages.webhookEventsLegend}</legend>
          <div className="choice-list">
            {WEBHOOK_EVENT_NAMES.map((name) => (
              <label key={name} className="choice">
                <input type="checkbox" name="webhook-events" value={name} checked={events.includes(name)} onChange={(e) => toggle(name, e.target.checked)} />
                {Messages.webhookEventLabel(name)}
              </label>
            ))}
          </div>
        </fieldset>
        <FormError message={error} />
        <div className="button-row">
          <button type="submit" className="button" disabled={busy}>
            {Messages.webhookAddButton}
          </button>
        </div>
      </form>
      <DeliveriesSection endpoints={endpoints} reloadKey={sent} />
      <Modal title={Messages.webhookRemoveTitle} open={removing !== null} onClose={() => setRemoving(null)}>
        <p>{Messages.webhookRemoveText(removing?.url ?? "")}</p>
        <div className="button-row">
          <button type="button" className="button" autoFocus disabled={busy} onClick={() => removing && void remove(removing)}>
            {Messages.webhookRemoveConfirm}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setRemoving(null)}>
            {Messages.webhookKeep}
          </button>
        </div>
      </Modal>
    </section>
  )
}
