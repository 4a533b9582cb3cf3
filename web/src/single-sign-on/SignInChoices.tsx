import "./single-sign-on.css"

import { type ReactNode, useEffect, useState } from "react"

import * as Messages from "#schemas/messages.ts"

import { FormError } from "../ui/Field.tsx"
import { ErrorPanel, LoadingPanel } from "../ui/Panels.tsx"
import { startAddress } from "./api.ts"
import { useSettings } from "./useSettings.ts"

interface Props {
  /** Whose sign-in the button starts. */
  readonly purpose: "owner" | "player"
  /** Why the last sign-in at the provider came back without signing in, if it did. */
  readonly error?: string | null
  /** A sentence above the button (registration says a first sign-in makes the account). */
  readonly note?: (provider: string) => string
  /** Just before the browser leaves for the provider (the owner's screen keeps where to go after). */
  readonly onLeave?: () => void
  /** The password form, shown unless the operator turned password sign-in off. */
  readonly children: ReactNode
}

/**
 * A sign-in screen's ways in: "Sign in with <provider>" when single sign-on is set up (for the
 * owner, only when a claim makes the owner), and the password form unless the operator turned
 * it off, in which case a sentence says why it is missing.
 */
export function SignInChoices({ purpose, error, note, onLeave, children }: Props) {
  const state = useSettings()
  return (
    <div className="sso-choices">
      <FormError message={error ?? null} />
      {state.status === "loading" && <LoadingPanel />}
      {state.status === "failed" && (
        <>
          <ErrorPanel error={null} onRetry={state.retry}>
            {Messages.singleSignOnSettingsFailed}
          </ErrorPanel>
          {children}
        </>
      )}
      {state.status === "ready" && (
        <Choices
          provider={state.settings.provider !== null && (purpose === "player" || state.settings.owner) ? state.settings.provider : null}
          passwordSignIn={state.settings.passwordSignIn}
          purpose={purpose}
          note={note}
          onLeave={onLeave}
        >
          {children}
        </Choices>
      )}
    </div>
  )
}

function Choices({
  provider,
  passwordSignIn,
  purpose,
  note,
  onLeave,
  children,
}: Omit<Props, "error"> & { readonly provider: string | null; readonly passwordSignIn: boolean }) {
  return (
    <>
      {provider !== null && (
        <div className="sso-choices__provider">
          {!passwordSignIn && <p className="sso-choices__why">{Messages.passwordSignInOffUse(provider)}</p>}
          {note && <p className="sso-choices__note">{note(provider)}</p>}
          <ProviderButton provider={provider} purpose={purpose} onLeave={onLeave} />
        </div>
      )}
      {provider === null && !passwordSignIn && <p className="sso-choices__why">{Messages.passwordSignInOff}</p>}
      {passwordSignIn && (
        <>
          {provider !== null && (
            <p className="sso-choices__or">
              <span>{Messages.orWithPassword}</span>
            </p>
          )}
          {children}
        </>
      )}
    </>
  )
}

/** A link to the server's start of the flow (a page load: the provider's sign-in page is another site). */
function ProviderButton({ provider, purpose, onLeave }: { readonly provider: string; readonly purpose: Props["purpose"]; readonly onLeave?: () => void }) {
  const [leaving, setLeaving] = useState(false)
  useEffect(() => {
    // Back from the provider's page through the browser's history: the button is ready again.
    const back = () => setLeaving(false)
    window.addEventListener("pageshow", back)
    return () => window.removeEventListener("pageshow", back)
  }, [])
  return (
    <a
      className="button sso-choices__button"
      href={startAddress(purpose)}
      aria-busy={leaving || undefined}
      onClick={() => {
        onLeave?.()
        setLeaving(true)
      }}
    >
      {leaving ? Messages.openingProvider(provider) : Messages.signInWith(provider)}
    </a>
  )
}
