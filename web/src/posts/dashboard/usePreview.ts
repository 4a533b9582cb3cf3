import { useEffect, useState } from "react"

import { postsApi } from "#web/content/dashboard/api.ts"
import { errorMessage } from "#web/http/errors.ts"

/** How long typing pauses before the preview is asked for. */
const PAUSE_MS = 300

export type Preview = { state: "empty" } | { state: "loading"; html: string } | { state: "ready"; html: string } | { state: "failed"; message: string }

/**
 * The body as the server would store it, asked for once typing pauses. The server renders and sanitises it with
 * the very code a save runs, so the preview cannot show what the post will not.
 */
export function usePreview(source: { body: string; markdown: string }): Preview {
  const [preview, setPreview] = useState<Preview>({ state: "empty" })
  const { body, markdown } = source
  useEffect(() => {
    if (body.trim() === "" && markdown.trim() === "") {
      setPreview({ state: "empty" })
      return
    }
    setPreview((p) => ({ state: "loading", html: p.state === "ready" || p.state === "loading" ? p.html : "" }))
    const abort = new AbortController()
    const timer = window.setTimeout(() => {
      postsApi.preview({ body, markdown }, abort.signal).then(
        ({ html }) => setPreview({ state: "ready", html }),
        (error: unknown) => {
          if (!abort.signal.aborted) setPreview({ state: "failed", message: errorMessage(error) })
        },
      )
    }, PAUSE_MS)
    return () => {
      window.clearTimeout(timer)
      abort.abort()
    }
  }, [body, markdown])
  return preview
}
