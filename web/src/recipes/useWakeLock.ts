import { useEffect, useState } from "react"

/** "unsupported": the browser has no Screen Wake Lock; "failed": it refused (e.g. low battery). */
export type WakeLockStatus = "off" | "active" | "unsupported" | "failed"

interface WakeLockSentinelLike {
  release(): Promise<void>
}
type WakeLockNavigator = Navigator & { wakeLock?: { request(type: "screen"): Promise<WakeLockSentinelLike> } }

/**
 * Keeps the screen awake while `enabled` (a recipe open, cook mode on), so it stays readable while cooking. The
 * lock is taken again when the tab becomes visible (browsers drop it when hidden) and released when no longer
 * wanted. Failures are only logged (docs/product.md §8); the status lets a view say so quietly.
 */
export function useWakeLock(enabled = true): WakeLockStatus {
  const [status, setStatus] = useState<WakeLockStatus>("off")
  useEffect(() => {
    if (!enabled) return
    const wakeLock = (navigator as WakeLockNavigator).wakeLock
    if (!wakeLock) {
      console.info("Screen wake lock is not supported by this browser.")
      setStatus("unsupported")
      return
    }
    let sentinel: WakeLockSentinelLike | null = null
    let active = true
    const acquire = async () => {
      try {
        const lock = await wakeLock.request("screen")
        if (!active) {
          await lock.release()
          return
        }
        // A lock the browser dropped while hidden is released already; one still held must not leak.
        void sentinel?.release().catch(() => undefined)
        sentinel = lock
        setStatus("active")
      } catch (error) {
        console.warn("Could not keep the screen awake:", error)
        if (active) setStatus("failed")
      }
    }
    const onVisible = () => {
      if (document.visibilityState === "visible") void acquire()
    }
    void acquire()
    document.addEventListener("visibilitychange", onVisible)
    return () => {
      active = false
      setStatus("off")
      document.removeEventListener("visibilitychange", onVisible)
      sentinel?.release().catch((error: unknown) => console.warn("Could not release the screen wake lock:", error))
    }
  }, [enabled])
  return status
}
