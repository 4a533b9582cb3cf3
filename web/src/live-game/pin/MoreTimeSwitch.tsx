import { useState } from "react"

import { toast } from "#web/ui/toastify.ts"

import { sayIn, useLiveWords } from "../words.ts"
import { setMoreTime } from "./pinSession.ts"

/**
 * A player's own switch for more time to answer (half as long again, kept by the server, with
 * speed points counted against the longer time): for anyone who reads, thinks or taps slower.
 */
export function MoreTimeSwitch({ on }: { on: boolean }) {
  const m = useLiveWords()
  const [busy, setBusy] = useState(false)
  const toggle = async () => {
    setBusy(true)
    const answer = await setMoreTime(!on)
    setBusy(false)
    if (answer.success) toast.success(sayIn(m, answer.message))
    else toast.error(sayIn(m, answer.message))
  }
  return (
    <button type="button" className="button button--secondary pin-more-time" aria-pressed={on} disabled={busy} onClick={() => void toggle()}>
      {on ? m.moreTimeOn : m.moreTimeOff}
    </button>
  )
}
