// Why a single sign-on came back without signing in, as the callback names it in `?sso_error=`
// (api/features/single-sign-on/handlers.ts), and the words the sign-in screens show for each.
// Plain values only: the web app reads it without the schema library.
import * as Messages from "./messages.ts"

export const SINGLE_SIGN_ON_ERRORS = {
  denied: Messages.singleSignOnDenied,
  failed: Messages.singleSignOnFailed,
  expired: Messages.singleSignOnExpired,
  unavailable: Messages.singleSignOnUnavailable,
  "not-owner": Messages.singleSignOnNotOwner,
  taken: Messages.singleSignOnTaken,
  "already-linked": Messages.singleSignOnAlreadyLinked,
  "too-many": Messages.tooManySignIns,
} as const
export type SingleSignOnError = keyof typeof SINGLE_SIGN_ON_ERRORS

/** The words for a `?sso_error=` value, or undefined for one the server does not send. */
export const singleSignOnErrorMessage = (reason: string | null): string | undefined =>
  reason !== null && Object.hasOwn(SINGLE_SIGN_ON_ERRORS, reason) ? SINGLE_SIGN_ON_ERRORS[reason as SingleSignOnError] : undefined
