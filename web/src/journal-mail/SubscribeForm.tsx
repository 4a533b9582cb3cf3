import "./journal-mail.css"

import { useQuery } from "@tanstack/react-query"
import { type FormEvent, useId, useState } from "react"

import * as Pages from "#schemas/page-messages.ts"

import { errorMessage } from "../http/errors.ts"
import { useMessages } from "../i18n/language.ts"
import { FormError } from "../ui/Field.tsx"
import { subscribe, subscribeOptions } from "./journalMailApi.ts"

/**
 * "New posts by email": shown only when the site sends mail (the server says so). The answer is the
 * same for any address; the mailed link confirms it.
 */
export function SubscribeForm() {
  const id = useId()
  const m = useMessages("pages", Pages)
  const options = useQuery({ queryKey: ["journal-mail", "options"], queryFn: subscribeOptions, staleTime: 5 * 60_000, retry: false })
  const [email, setEmail] = useState("")
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)

  if (options.data?.subscribe !== true) return null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      setDone((await subscribe(email)).message)
      setEmail("")
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card subscribe" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{m.newPostsByEmail}</h2>
      <p className="subscribe__lead">{m.subscribeLead}</p>
      <form className="subscribe__form" onSubmit={submit} aria-label={m.subscribeToJournal}>
        <label htmlFor={`${id}-email`}>{m.emailAddress}</label>
        <div className="subscribe__row">
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <button type="submit" className="button" disabled={busy}>
            {busy ? m.subscribing : m.subscribe}
          </button>
        </div>
        <FormError message={error} />
        <p className="subscribe__done" role="status">
          {done}
        </p>
      </form>
    </section>
  )
}
