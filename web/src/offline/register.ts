// The page's side of the offline worker (sw.ts): registering it, and asking it to keep a recipe page.
import { HYDRATED_EVENT } from "#schemas/hydration.ts"

/** Where the build writes the worker (vite.config.ts); at the root, so its scope is the whole site. */
const WORKER_URL = "/sw.js"

let settle: (registration: ServiceWorkerRegistration | undefined) => void = () => undefined
/** The worker's registration once it is made; undefined where there is none. */
const registered = new Promise<ServiceWorkerRegistration | undefined>((resolve) => (settle = resolve))

/**
 * Registers the worker once the page's content is up and the browser is idle: its install fetches the whole
 * app, which must not compete with the first page's own scripts.
 */
export function registerOfflineWorker(): void {
  if (!("serviceWorker" in navigator)) return settle(undefined)
  // Refused (a browser setting; the development server, which builds no worker), the site works as before, online.
  const register = () => void navigator.serviceWorker.register(WORKER_URL, { scope: "/" }).then(settle, () => settle(undefined))
  const whenIdle = () => ("requestIdleCallback" in window ? requestIdleCallback(register, { timeout: 2000 }) : setTimeout(register, 0))
  addEventListener(HYDRATED_EVENT, whenIdle, { once: true })
}

/**
 * Asks the worker to keep this recipe page and the photos it shows; true once a copy is saved on this device.
 * False where there is no worker: the page then simply works online only.
 */
export async function keepForOffline(page: string, photos: readonly string[]): Promise<boolean> {
  if (!(await registered)) return false
  const worker = (await navigator.serviceWorker.ready).active
  if (!worker) return false
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = (event: MessageEvent<{ kept?: unknown }>) => {
      channel.port1.close()
      resolve(event.data.kept === true)
    }
    worker.postMessage({ type: "keep-recipe", page, photos }, [channel.port2])
  })
}
