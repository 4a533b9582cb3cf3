import { useState } from "react"

import * as Frame from "#schemas/frame-messages.ts"

import { quizDownload } from "../accounts/quizClient.ts"
import { saveDownload } from "../http/client.ts"
import { errorMessage } from "../http/errors.ts"
import { useMessages } from "../i18n/language.ts"

/** A button that downloads a file from /api/quiz with the player's token, saying so while it works. */
export function QuizDownloadButton({ path, fallbackName, children }: { path: string; fallbackName: string; children: string }) {
  const m = useMessages("frame", Frame)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const start = async () => {
    setBusy(true)
    setError(null)
    try {
      saveDownload(await quizDownload(path, fallbackName))
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <span className="download-button">
      <button type="button" className="button button--small button--secondary" onClick={() => void start()} disabled={busy} aria-busy={busy}>
        {busy ? m.preparingDownload : children}
      </button>
      {error !== null && (
        <span role="alert" className="form-error">
          {error}
        </span>
      )}
    </span>
  )
}
