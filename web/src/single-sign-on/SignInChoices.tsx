import "./single-sign-on.css"

import { type ReactNode, useEffect, useState } from "react"

import * as Accounts from "#schemas/account-messages.ts"
import type { Words } from "#schemas/i18n/catalogue.ts"
import { reworded } from "#schemas/i18n/reword.ts"

import { useMessages } from "../i18n/language.ts"
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
  const a = useMessages("accounts", Accounts)
  return (
    <div className="sso-choices">
      {/* The reason a sign-in came back without one is decided in English (single-sign-on-errors.ts). */}
      <FormError message={error ? reworded(Accounts, a, error) : null} />
      {state.status === "loading" && <LoadingPanel />}
      {state.status === "failed" && (
        <>
          <ErrorPanel error={null} onRetry={state.retry}>
            {a.singleSignOnSettingsFailed}
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
          a={a}
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
  a,
}: Omit<Props, "error"> & { readonly provider: string | null; readonly passwordSignIn: boolean; readonly a: Words<typeof Accounts> }) {
  return (
    <>
      {provider !== null && (
        <div className="sso-choices__provider">
          {!passwordSignIn && <p className="sso-choices__why">{a.passwordSignInOffUse(provider)}</p>}
          {note && <p className="sso-choices__note">{note(provider)}</p>}
          <ProviderButton provider={provider} purpose={purpose} onLeave={onLeave} a={a} />
        </div>
      )}
      {provider === null && !passwordSignIn && <p className="sso-choices__why">{a.passwordSignInOff}</p>}
      {passwordSignIn && (
        <>
          {provider !== null && (
            <p className="sso-choices__or">
              <span>{a.orWithPassword}</span>
            </p>
          )}
          {children}
        </>
      )}
    </>
  )
}

/** A link to the server's start of the flow (a page load: the provider's sign-in page is another site). */
function ProviderButton({
  provider,
  purpose,
  onLeave,
  a,
}: {
  readonly provider: string
  readonly purpose: Props["purpose"]
  readonly onLeave?: () => void
  readonly a: Words<typeof Accounts>
}) {
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
      {leaving ? a.openingProvider(provider) : a.signInWith(provider)}
    </a>
  )
}
