import { type FormEvent, useEffect, useState } from "react"

import type { TwoFactorSetup, TwoFactorStatus } from "#schemas/api/dashboard.ts"
import * as Dashboard from "#schemas/dashboard-messages.ts"
import type { Words } from "#schemas/i18n/catalogue.ts"
import { useMessages } from "#web/i18n/language.ts"

import { errorMessage } from "../http/errors.ts"
import { Field, FormError } from "../ui/Field.tsx"
import { notifyError, notifySuccess } from "../ui/notify.ts"
import { ErrorPanel, LoadingPanel } from "../ui/Panels.tsx"
import { qrCodeDataUrl } from "../ui/qrCode.ts"
import { disableTwoFactor, enableTwoFactor, replaceRecoveryCodes, startTwoFactorSetup, twoFactorStatus } from "./ownerApi.ts"

type View =
  | { readonly kind: "loading" }
  | { readonly kind: "failed"; readonly error: unknown }
  | { readonly kind: "status"; readonly status: typeof TwoFactorStatus.Type }
  | { readonly kind: "setup"; readonly setup: typeof TwoFactorSetup.Type; readonly qr: string | null }
  | { readonly kind: "codes"; readonly codes: readonly string[]; readonly replaced: boolean }

/** Copies the codes, one a line; the toast says whether it worked (a page over http may not copy). */
const copyCodes = async (codes: readonly string[], m: Words<typeof Dashboard>) => {
  try {
    await navigator.clipboard.writeText(codes.join("\n"))
    notifySuccess(m.codesCopied)
  } catch {
    notifyError(new Error(m.codesNotCopied))
  }
}

/** The key in groups of four, as authenticator apps print it, so it can be typed in. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ")

/**
 * The profile's two-factor part: turn it on (a key as QR code and text, confirmed with a code;
 * then the recovery codes, shown this once), or off with a current code.
 */
export function TwoFactorSection() {
  const m = useMessages("dashboard", Dashboard)
  const [view, setView] = useState<View>({ kind: "loading" })
  const [code, setCode] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const load = () => {
    setView({ kind: "loading" })
    twoFactorStatus().then(
      (status) => setView({ kind: "status", status }),
      (e: unknown) => setView({ kind: "failed", error: e }),
    )
  }
  useEffect(load, [])

  /** Runs a step, keeping the form's problem under the form. */
  const step = async (run: () => Promise<void>) => {
    setBusy(true)
    setError(null)
    try {
      await run()
      setCode("")
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  const begin = () =>
    step(async () => {
      const setup = await startTwoFactorSetup()
      setView({ kind: "setup", setup, qr: null })
      // The QR code follows when its library has loaded; the key as text is there at once.
      qrCodeDataUrl(setup.uri).then(
        (qr) => setView((now) => (now.kind === "setup" && now.setup === setup ? { ...now, qr } : now)),
        () => undefined,
      )
    })

  const confirm = (event: FormEvent) => {
    event.preventDefault()
    void step(async () => {
      const { recoveryCodes } = await enableTwoFactor(code)
      setView({ kind: "codes", codes: recoveryCodes, replaced: false })
      notifySuccess(m.twoFactorOn)
    })
  }

  const newCodes = () =>
    step(async () => {
      const { recoveryCodes, message } = await replaceRecoveryCodes(code)
      setView({ kind: "codes", codes: recoveryCodes, replaced: true })
      notifySuccess(message)
    })

  const turnOff = (event: FormEvent) => {
    event.preventDefault()
    void step(async () => {
      const status = await disableTwoFactor(code)
      setView({ kind: "status", status })
      notifySuccess(m.twoFactorOff)
    })
  }

  return (
    <section className="form card two-factor" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{m.twoFactorTitle}</h2>
      {view.kind === "loading" && <LoadingPanel />}
      {view.kind === "failed" && <ErrorPanel error={view.error} onRetry={load} />}
      {view.kind === "status" && !view.status.enabled && (
        <>
          <p>{m.twoFactorOffText}</p>
          <FormError message={error} />
          <div className="button-row">
            <button type="button" className="button" disabled={busy} onClick={() => void begin()}>
              {m.turnOnTwoFactor}
            </button>
          </div>
        </>
      )}
      {view.kind === "setup" && (
        <form className="form" onSubmit={confirm}>
          <p>{m.scanCode}</p>
          {view.qr ? <img className="two-factor__qr" src={view.qr} alt={m.qrAlt} width={200} height={200} /> : <LoadingPanel label={m.drawingQr} />}
          <p>
            {m.key} <code className="two-factor__key">{grouped(view.setup.secret)}</code>
          </p>
          <Field
            label={m.codeFromApp}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <FormError message={error} />
          <div className="button-row">
            <button type="submit" className="button" disabled={busy}>
              {m.turnOn}
            </button>
            <button type="button" className="button button--secondary" onClick={load}>
              {m.cancel}
            </button>
          </div>
        </form>
      )}
      {view.kind === "codes" && (
        <>
          <p>
            {view.replaced ? m.codesReplaced : m.twoFactorOn} {m.keepCodes}
          </p>
          <ol className="two-factor__codes" aria-label={m.recoveryCodes}>
            {view.codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ol>
          <div className="button-row">
            <button type="button" className="button button--secondary" onClick={() => void copyCodes(view.codes, m)}>
              {m.copyCodes}
            </button>
            <button type="button" className="button" onClick={load}>
              {m.savedThem}
            </button>
          </div>
        </>
      )}
      {view.kind === "status" && view.status.enabled && (
        <form className="form" onSubmit={turnOff}>
          <p>{m.twoFactorOnText(view.status.recoveryCodesLeft)}</p>
          <Field
            label={m.codeFromApp}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <FormError message={error} />
          <div className="button-row">
            <button type="button" className="button" disabled={busy} onClick={() => void newCodes()}>
              {m.getNewCodes}
            </button>
            <button type="submit" className="button button--secondary" disabled={busy}>
              {m.turnOff}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
