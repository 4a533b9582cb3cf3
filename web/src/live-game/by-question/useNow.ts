import { useEffect, useState } from "react"

/** The wall clock, re-read every `everyMs` while `running` (the countdown recomputes from it, never counts down by itself). */
export function useNow(running: boolean, everyMs = 250): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!running) return
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [running, everyMs])
  return now
}
