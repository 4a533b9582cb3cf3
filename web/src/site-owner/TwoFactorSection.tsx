import { type FormEvent, useEffect, useState } from "react"

import type { TwoFactorSetup, TwoFactorStatus } from "#schemas/api/dashboard.ts"
import * as Messages from "#schemas/messages.ts"

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
const copyCodes = async (codes: readonly string[]) => {
  try {
    await navigator.clipboard.writeText(codes.join("\n"))
    notifySuccess("The recovery codes are copied.")
  } catch {
    notifyError(new Error("The codes could not be copied here. Please write them down or select and copy them."))
  }
}

/** The key in groups of four, as authenticator apps print it, so it can be typed in. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ")

/**
 * The profile's two-factor part: turn it on (a key as QR code and text, confirmed with a code;
 * then the recovery codes, shown this once), or off with a current code.
 */
export function TwoFactorSection() {
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
      notifySuccess(Messages.twoFactorOn)
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
      notifySuccess(Messages.twoFactorOff)
    })
  }

  return (
    <section className="form card two-factor" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">Two-factor sign-in</h2>
      {view.kind === "loading" && <LoadingPanel />}
      {view.kind === "failed" && <ErrorPanel error={view.error} onRetry={load} />}
      {view.kind === "status" && !view.status.enabled && (
        <>
          <p>Off. With it on, signing in asks for a code from an authenticator app on your phone after your password.</p>
          <FormError message={error} />
          <div className="button-row">
            <button type="button" className="button" disabled={busy} onClick={() => void begin()}>
              Turn on two-factor sign-in
            </button>
          </div>
        </>
      )}
      {view.kind === "setup" && (
        <form className="form" onSubmit={confirm}>
          <p>Scan this code with your authenticator app, or type the key into it. Then enter the code the app shows.</p>
          {view.qr ? (
            <img className="two-factor__qr" src={view.qr} alt="QR code of the key for your authenticator app" width={200} height={200} />
          ) : (
            <LoadingPanel label="Drawing the QR code…" />
          )}
          <p>
            Key: <code className="two-factor__key">{grouped(view.setup.secret)}</code>
          </p>
          <Field
            label="Code from the app"
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
              Turn on
            </button>
            <button type="button" className="button button--secondary" onClick={load}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {view.kind === "codes" && (
        <>
          <p>
            {view.replaced ? "Your new recovery codes: the old ones no longer work." : "Two-factor sign-in is on."} Keep these recovery codes somewhere safe:
            each one signs you in once if your phone is lost. They are not shown again.
          </p>
          <ol className="two-factor__codes" aria-label="Recovery codes">
            {view.codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ol>
          <div className="button-row">
            <button type="button" className="button button--secondary" onClick={() => void copyCodes(view.codes)}>
              Copy the codes
            </button>
            <button type="button" className="button" onClick={load}>
              I have saved them
            </button>
          </div>
        </>
      )}
      {view.kind === "status" && view.status.enabled && (
        <form className="form" onSubmit={turnOff}>
          <p>
            On. {view.status.recoveryCodesLeft === 1 ? "1 recovery code is" : `${view.status.recoveryCodesLeft} recovery codes are`} left. To get new recovery
            codes or to turn it off, enter a code from your authenticator app.
          </p>
          <Field
            label="Code from the app"
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
              Get new recovery codes
            </button>
            <button type="submit" className="button button--secondary" disabled={busy}>
              Turn off
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
