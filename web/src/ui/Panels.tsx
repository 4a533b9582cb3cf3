import type { ReactNode } from "react"

import * as Frame from "#schemas/frame-messages.ts"

import { errorMessage } from "../http/errors.ts"
import { useMessages } from "../i18n/language.ts"

/** Shown while a list or an edit screen loads its data. */
export function LoadingPanel({ label }: { label?: string }) {
  const m = useMessages("frame", Frame)
  return (
    <div className="panel panel--loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? m.loading}</span>
    </div>
  )
}

/** Shown when loading failed: the server's message or the error text, and an optional retry. */
export function ErrorPanel({ error, onRetry, children }: { error: unknown; onRetry?: () => void; children?: ReactNode }) {
  const m = useMessages("frame", Frame)
  return (
    <div className="panel panel--error" role="alert">
      <p>{children ?? errorMessage(error)}</p>
      {onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {m.tryAgain}
        </button>
      )}
    </div>
  )
}

/** A notice such as an access-denied message. */
export function NoticePanel({ children }: { children: ReactNode }) {
  return (
    <div className="panel panel--notice" role="note">
      {children}
    </div>
  )
}
