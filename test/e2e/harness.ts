// End-to-end harness: the real server on a free port with a throw-away data folder, the
// built SPA it serves, and Debian's Chromium driven by playwright-core.
import { existsSync } from "node:fs"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core"
import { loadConfigOrThrow } from "../../api/config.ts"
import { startServer } from "../../api/server/server.ts"
import { freePort } from "../api/live-nodes.ts"

export const CHROMIUM = "/usr/bin/chromium"
export const chromiumAvailable = existsSync(CHROMIUM)

export const OWNER = { username: "owner", password: "owner-e2e-password" }
export const QUIZ_ADMIN = { username: "quizadmin", password: "quiz-admin-e2e-password" }

const builtIndex = fileURLToPath(new URL("../../dist/web/index.html", import.meta.url))

export interface E2E {
  readonly baseUrl: string
  readonly browser: Browser
  /** A fresh browser context (its own storage and cookies) with one page. */
  newPage(): Promise<{ page: Page; context: BrowserContext }>
  /**
   * Stops the server (its graceful stop: open sockets are dropped), runs `whileStopped`, then
   * starts a new server on the same port and data folder, as a restarted process would.
   * Needs `startE2E(env, { restartable: true })`.
   */
  restartServer(whileStopped?: () => Promise<unknown>): Promise<void>
  close(): Promise<void>
}

/**
 * `env` adds settings for one suite, e.g. AI_BASE_URL of a fake provider. `restartable` starts
 * the server on a port picked beforehand rather than on port 0: a listener on port 0 does not
 * reuse its address, so a new one could not bind it while the old connections are in TIME_WAIT.
 */
export async function startE2E(env: Record<string, string> = {}, options: { restartable?: boolean } = {}): Promise<E2E> {
  if (!existsSync(builtIndex)) throw new Error("dist/web is missing: run `npx vite build` before the end-to-end tests")
  const dataDir = await mkdtemp(join(tmpdir(), "homestead-e2e-"))
  // Only what the test needs; nothing leaks in from the developer's environment (e.g. DATABASE_URL).
  const config = loadConfigOrThrow({
    DATA_DIR: dataDir,
    SITE_NAME: "Homestead",
    OWNER_USERNAME: OWNER.username,
    OWNER_PASSWORD: OWNER.password,
    QUIZ_ADMIN_USERNAME: QUIZ_ADMIN.username,
    QUIZ_ADMIN_PASSWORD: QUIZ_ADMIN.password,
    HOMESTEAD_SEED: "off",
    ...env,
  })
  let server = await startServer(config, { port: options.restartable ? await freePort() : 0 })
  let browser: Browser
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
    })
  } catch (error) {
    await server.close()
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }
  const baseUrl = server.url.replace(/\/$/, "")

  return {
    baseUrl,
    browser,
    async newPage() {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      // Shorter than the test time-out, so a missing element fails with its own message.
      page.setDefaultTimeout(15_000)
      // Browser errors are printed so a failing step shows its cause.
      page.on("pageerror", (error) => console.error("[browser]", error.message))
      return { page, context }
    },
    async restartServer(whileStopped) {
      if (!options.restartable) throw new Error("restartServer needs startE2E(env, { restartable: true })")
      await server.close()
      await whileStopped?.()
      server = await startServer(config, { port: server.port })
    },
    async close() {
      await browser.close().catch(() => undefined)
      await server.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** Waits until `text` is visible somewhere on the page. */
export async function seeText(page: Page, text: string | RegExp, timeout = 15_000): Promise<void> {
  await page.getByText(text).first().waitFor({ state: "visible", timeout })
}

/** A JSON call to the API (setting up players and groups); throws with the answer on a non-2xx status. */
export async function api(baseUrl: string, method: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  const json = (await response.json()) as any
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`)
  return json
}
