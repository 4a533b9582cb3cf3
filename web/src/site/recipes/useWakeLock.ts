import { useEffect } from "react"

/**
 * Keeps the screen awake while a recipe is open, so it stays readable while cooking. The lock is taken again
 * when the tab becomes visible (browsers drop it when hidden). Failures are only logged (docs/product.md §8).
 */
export function useWakeLock() {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: { request(type: "screen"): Promise<{ release(): Promise<void> }> } }).wakeLock
    if (!wakeLock) {
      console.info("Screen wake lock is not supported by this browser.")
      return
    }
    let sentinel: { release(): Promise<void> } | null = null
    let active = true
    const acquire = async () => {
      try {
        const lock = await wakeLock.request("screen")
        if (active) sentinel = lock
        else await lock.release()
      } catch (error) {
        console.warn("Could not keep the screen awake:", error)
      }
    }
    const onVisible = () => {
      if (document.visibilityState === "visible") void acquire()
    }
    void acquire()
    document.addEventListener("visibilitychange", onVisible)
    return () => {
      active = false
      document.removeEventListener("visibilitychange", onVisible)
      sentinel?.release().catch((error: unknown) => console.warn("Could not release the screen wake lock:", error))
    }
  }, [])
}
