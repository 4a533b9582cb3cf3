import "./api-tokens.css"

import { type FormEvent, useEffect, useId, useRef, useState } from "react"

import { API_TOKEN_NAME_MAX, type ApiTokenScope } from "#schemas/api-token-rules.ts"
import * as Dashboard from "#schemas/dashboard-messages.ts"

import { formatDateTime } from "../content/dashboard/dateTime.ts"
import { errorMessage } from "../http/errors.ts"
import { useLanguage, useMessages } from "../i18n/language.ts"
import { Field, FormError } from "../ui/Field.tsx"
import { Modal } from "../ui/Modal.tsx"
import { notifyError, notifySuccess } from "../ui/notify.ts"
import { ErrorPanel, LoadingPanel } from "../ui/Panels.tsx"
import type { CreatedToken, TokenApi, TokenInfo } from "./tokenApis.ts"

/** The header a script sends a token in, as it is typed. */
const BEARER = "Authorization: Bearer …"

type View =
  { readonly kind: "loading" } | { readonly kind: "failed"; readonly error: unknown } | { readonly kind: "list"; readonly tokens: readonly TokenInfo[] }

interface Props {
  readonly api: TokenApi
  /** The owner chooses a scope; a player's tokens only read. */
  readonly scopes: readonly ApiTokenScope[]
  /** What the tokens reach, in a sentence. */
  readonly purpose: string
}

/**
 * Personal API tokens for scripts: the list (name, scope, created, last used), a form to
 * create one (shown once, with a copy button), and revoking with a confirmation.
 */
export function ApiTokensSection({ api, scopes, purpose }: Props) {
  const titleId = useId()
  const m = useMessages("dashboard", Dashboard)
  const language = useLanguage()
  const when = (iso: string | null) => (iso === null ? m.never : formatDateTime(iso, language))
  const [view, setView] = useState<View>({ kind: "loading" })
  const [name, setName] = useState("")
  const [scope, setScope] = useState<ApiTokenScope>(scopes[0] ?? "read")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [created, setCreated] = useState<CreatedToken | null>(null)
  const [revoking, setRevoking] = useState<TokenInfo | null>(null)
  const tokenField = useRef<HTMLInputElement>(null)

  const load = () => {
    setView({ kind: "loading" })
    api.list().then(
      (tokens) => setView({ kind: "list", tokens }),
      (e: unknown) => setView({ kind: "failed", error: e }),
    )
  }
  useEffect(load, [api])
  useEffect(() => tokenField.current?.select(), [created])

  const create = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const answer = await api.create({ name: name.trim(), scope })
      setCreated(answer)
      setName("")
      setView((now) => (now.kind === "list" ? { kind: "list", tokens: [...now.tokens, answer.info] } : now))
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  const copy = async (token: string) => {
    try {
      await navigator.clipboard.writeText(token)
      notifySuccess(m.tokenCopied)
    } catch {
      notifyError(new Error(m.tokenNotCopied))
    }
  }

  const revoke = async (token: TokenInfo) => {
    setBusy(true)
    try {
      await api.revoke(token.id)
      notifySuccess(m.apiTokenRevoked)
      setRevoking(null)
      setView((now) => (now.kind === "list" ? { kind: "list", tokens: now.tokens.filter((t) => t.id !== token.id) } : now))
    } catch (e) {
      notifyError(e)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="form card api-tokens" aria-labelledby={titleId}>
      <h2 id={titleId}>{m.apiTokensTitle}</h2>
      <p>
        {purpose} {m.tokenUse} <code>{BEARER}</code>.
      </p>
      {view.kind === "loading" && <LoadingPanel />}
      {view.kind === "failed" && <ErrorPanel error={view.error} onRetry={load} />}
      {view.kind === "list" &&
        (view.tokens.length === 0 ? (
          <p className="api-tokens__empty">{m.noTokens}</p>
        ) : (
          <ul className="api-tokens__list" aria-label={m.yourTokens}>
            {view.tokens.map((token) => (
              <li key={token.id} className="api-tokens__item">
                <div>
                  <strong>{token.name}</strong> <span className="api-tokens__scope">{m.tokenScopes[token.scope]}</span>
                  <dl className="api-tokens__times">
                    <dt>{m.tokenCreated}</dt>
                    <dd>{when(token.createdAt)}</dd>
                    <dt>{m.tokenLastUsed}</dt>
                    <dd>{when(token.lastUsedAt)}</dd>
                  </dl>
                </div>
                <button type="button" className="button button--secondary" onClick={() => setRevoking(token)} aria-label={m.revokeName(token.name)}>
                  {m.revoke}
                </button>
              </li>
            ))}
          </ul>
        ))}
      {created && (
        <div className="api-tokens__created" role="status">
          <p>{m.apiTokenCreated}</p>
          <label htmlFor={`${titleId}-token`}>{m.newToken(created.info.name)}</label>
          <div className="api-tokens__token">
            <input id={`${titleId}-token`} ref={tokenField} readOnly value={created.token} spellCheck={false} onFocus={(e) => e.target.select()} />
            <button type="button" className="button" onClick={() => void copy(created.token)}>
              {m.copy}
            </button>
          </div>
          <button type="button" className="button button--secondary" onClick={() => setCreated(null)}>
            {m.done}
          </button>
        </div>
      )}
      <form className="form api-tokens__new" onSubmit={create} aria-label={m.createAToken}>
        <Field
          label={m.tokenName}
          name="token-name"
          hint={m.tokenNameHint}
          required
          maxLength={API_TOKEN_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        {scopes.length > 1 && (
          <div className="field">
            <label htmlFor={`${titleId}-scope`}>{m.access}</label>
            <select id={`${titleId}-scope`} name="token-scope" value={scope} onChange={(e) => setScope(e.target.value as ApiTokenScope)}>
              {scopes.map((s) => (
                <option key={s} value={s}>
                  {m.tokenScopes[s]}
                </option>
              ))}
            </select>
          </div>
        )}
        <FormError message={error} />
        <div className="button-row">
          <button type="submit" className="button" disabled={busy}>
            {m.createToken}
          </button>
        </div>
      </form>
      <Modal title={m.revokeQuestion(revoking?.name ?? "")} open={revoking !== null} onClose={() => setRevoking(null)}>
        <p>{m.revokeWarning}</p>
        <div className="button-row">
          <button type="button" className="button" autoFocus disabled={busy} onClick={() => revoking && void revoke(revoking)}>
            {m.revokeToken}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setRevoking(null)}>
            {m.keepIt}
          </button>
        </div>
      </Modal>
    </section>
  )
}
