import { useEffect, useState } from "react"
import { Link } from "react-router-dom"

import * as Pages from "#schemas/page-messages.ts"
import * as Public from "#schemas/public-messages.ts"

import { errorMessage } from "../http/errors.ts"
import { useMessages } from "../i18n/language.ts"
import { FormError } from "../ui/Field.tsx"
import { PageIntro } from "../ui/PageIntro.tsx"
import { LoadingPanel, NoticePanel } from "../ui/Panels.tsx"
import { confirmSubscription, unsubscribe } from "./journalMailApi.ts"

/** What the mailed link asks: its token rides in the fragment (`#confirm=…` or `#unsubscribe=…`), which reaches no server's logs. */
const linkOfAddress = (): { action: "confirm" | "unsubscribe"; token: string } | undefined => {
  const params = new URLSearchParams(window.location.hash.slice(1))
  for (const action of ["confirm", "unsubscribe"] as const) {
    const token = params.get(action)
    if (token) return { action, token }
  }
  return undefined
}

/** The link is spent (or done with): keep it out of the address bar and the history. */
const forgetLink = () => window.history.replaceState(null, "", window.location.pathname)

type Outcome = { readonly ok: true; readonly message: string } | { readonly ok: false; readonly message: string }

/** A confirmation link confirms at once; an unsubscribe link asks first, so a link checker that opens it changes nothing. */
export function SubscriptionPage() {
  const m = useMessages("pages", Pages)
  const answers = useMessages("public", Public)
  const [link] = useState(linkOfAddress)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [busy, setBusy] = useState(false)

  const run = async (call: () => Promise<{ message: string }>) => {
    setBusy(true)
    try {
      setOutcome({ ok: true, message: (await call()).message })
      forgetLink()
    } catch (e) {
      setOutcome({ ok: false, message: errorMessage(e) })
    } finally {
      setBusy(false)
    }
  }

  useEffect(() => {
    if (link?.action === "confirm") void run(() => confirmSubscription(link.token))
  }, [link])

  const title = link?.action === "unsubscribe" ? m.unsubscribeTitle : m.yourSubscription
  return (
    <>
      <PageIntro title={title}>{m.journalByEmail}</PageIntro>
      {link === undefined ? (
        <NoticePanel>
          {answers.unsubscribeLinkInvalid} <Link to="/journal">{m.goToJournal}</Link>
        </NoticePanel>
      ) : outcome?.ok ? (
        <NoticePanel>
          <span role="status">{outcome.message}</span> <Link to="/journal">{m.goToJournal}</Link>
        </NoticePanel>
      ) : link.action === "confirm" ? (
        outcome ? (
          <NoticePanel>
            <span role="alert">{outcome.message}</span> <Link to="/journal">{m.goToJournal}</Link>
          </NoticePanel>
        ) : (
          <LoadingPanel label={m.confirmingSubscription} />
        )
      ) : (
        <div className="card">
          <p>{m.stopReceiving}</p>
          <FormError message={outcome?.message ?? null} />
          <div className="button-row">
            <button type="button" className="button" disabled={busy} onClick={() => void run(() => unsubscribe(link.token))}>
              {busy ? m.unsubscribing : m.unsubscribe}
            </button>
            <Link className="button button--secondary" to="/journal">
              {m.keepSubscription}
            </Link>
          </div>
        </div>
      )}
    </>
  )
}
