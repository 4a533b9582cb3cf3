// End-to-end harness: the real server on a free port with a throw-away data folder, the
// built SPA it serves, and Debian's Chromium driven by playwright-core.
//
// Every browser context made through it (newPage(), or e2e.browser.newContext) reports each
// Content-Security-Policy violation in our pages, and a test during which one was reported
// fails: the site must run under its own policy.
import { existsSync } from "node:fs"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core"

import { type RunningServer, startSite } from "#api/compose.ts"
import { loadConfigOrThrow } from "#api/platform/config.ts"

import { freePort } from "../api/live-nodes.ts"
import { seedDataDir } from "../support/pglite-template.ts"

export const CHROMIUM = "/usr/bin/chromium"
export const chromiumAvailable = existsSync(CHROMIUM)

export const OWNER = { username: "owner", password: "owner-e2e-password" }
export const QUIZ_ADMIN = { username: "quizadmin", password: "quiz-admin-e2e-password" }

const builtIndex = fileURLToPath(new URL("../../dist/web/index.html", import.meta.url))

/** A `securitypolicyviolation` event seen in one of our pages. */
export interface CspViolation {
  readonly page: string
  readonly directive: string
  readonly blocked: string
  readonly source: string
  readonly sample: string
}

const describeViolation = (v: CspViolation) =>
  `${v.directive} refused ${v.blocked || "an inline resource"} on ${v.page}${v.source ? ` (from ${v.source})` : ""}${v.sample ? `: ${v.sample}` : ""}`

const VIOLATION_BINDING = "__homesteadCspViolation"

/** Runs in every frame before its own scripts: hands each violation to the test process. */
const reportViolations = (binding: string) => {
  document.addEventListener("securitypolicyviolation", (event) => {
    const report = (window as unknown as Record<string, ((v: unknown) => void) | undefined>)[binding]
    report?.({
      page: event.documentURI,
      directive: event.effectiveDirective || event.violatedDirective,
      blocked: event.blockedURI,
      source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : "",
      sample: event.sample,
    })
  })
}

/** The running suites' unreported violations; every test ends by checking them (csp-check.ts). */
const watching = new Set<CspViolation[]>()

/** Fails the test that has just ended if any page of a running suite reported a violation since the last check. */
export const checkCspViolations = (): void => {
  const seen = [...watching].flatMap((list) => list.splice(0))
  if (seen.length > 0) throw new Error(`Content-Security-Policy violations:\n${seen.map(describeViolation).join("\n")}`)
}

/**
 * Makes every context of `browser` report violations in pages of `origin` into `into`, and keeps it in `open`
 * until it is closed.
 */
const watchBrowser = (browser: Browser, origin: string, into: CspViolation[], open: Set<BrowserContext>): Browser => {
  const watch = async (context: BrowserContext) => {
    open.add(context)
    context.on("close", () => open.delete(context))
    await context.exposeBinding(VIOLATION_BINDING, ({ frame }, violation: CspViolation) => {
      // Only our documents: a video player's frame follows its own site's policy.
      if (new URL(frame.url()).origin === origin) into.push(violation)
    })
    await context.addInitScript(reportViolations, VIOLATION_BINDING)
    return context
  }
  return new Proxy(browser, {
    get(target, key) {
      if (key === "newContext") return async (...args: Parameters<Browser["newContext"]>) => watch(await target.newContext(...args))
      if (key === "newPage") {
        return async (...args: Parameters<Browser["newPage"]>) => {
          const context = await watch(await target.newContext(...args))
          return context.newPage()
        }
      }
      const value = Reflect.get(target, key, target) as unknown
      return typeof value === "function" ? value.bind(target) : value
    },
  })
}

export interface E2E {
  readonly baseUrl: string
  /** The running server (a new one after restartServer), for tests that watch its sockets. */
  server(): RunningServer
  /** Chromium; every context it makes reports CSP violations (see above). */
  readonly browser: Browser
  /** The violations reported since the last check, which are then forgotten (for tests that cause one on purpose). */
  takeCspViolations(): CspViolation[]
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

let launched: Promise<Browser> | undefined

/**
 * One Chromium for every suite of the process (the browser suites share one, vitest.config.ts): each suite works
 * in contexts of its own, with their own storage and cookies, and closes them; launching a browser per suite cost
 * its start-up every time. Launched again if it has gone. It ends with the process (playwright's pipe closes).
 */
const sharedBrowser = async (): Promise<Browser> => {
  const current = await launched?.catch(() => undefined)
  if (current?.isConnected()) return current
  launched = chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  })
  return launched
}

/**
 * `env` adds settings for one suite, e.g. AI_BASE_URL of a fake provider. `restartable` starts
 * the server on a port picked beforehand rather than on port 0: a listener on port 0 does not
 * reuse its address, so a new one could not bind it while the old connections are in TIME_WAIT.
 * `port` starts it on a port the suite picked (to name it in PUBLIC_URL, say).
 */
export async function startE2E(env: Record<string, string> = {}, options: { restartable?: boolean; port?: number } = {}): Promise<E2E> {
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
    HTTP_TRANSPORT: process.env.HTTP_TRANSPORT,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    // Every browser registers from one address.
    REGISTRATIONS_PER_HOUR: "100000",
    ...env,
  })
  await seedDataDir(dataDir, config.databaseUrl)
  let server = await startSite(config, { port: options.port ?? (options.restartable ? await freePort() : 0) })
  let browser: Browser
  try {
    browser = await sharedBrowser()
  } catch (error) {
    await server.close()
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }
  const baseUrl = server.url.replace(/\/$/, "")
  const violations: CspViolation[] = []
  watching.add(violations)
  const contexts = new Set<BrowserContext>()
  const watched = watchBrowser(browser, new URL(baseUrl).origin, violations, contexts)

  return {
    baseUrl,
    server: () => server,
    browser: watched,
    takeCspViolations: () => violations.splice(0),
    async newPage() {
      const context = await watched.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } })
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
      server = await startSite(config, { port: server.port })
    },
    async close() {
      // The suite's pages go with it (a page left open would keep its timers and sockets running); the browser stays.
      await Promise.all([...contexts].map((context) => context.close().catch(() => undefined)))
      await server.close()
      await rm(dataDir, { recursive: true, force: true })
      watching.delete(violations)
      // Seen after the last test ended (or in a suite's own set-up): the suite fails.
      if (violations.length > 0) throw new Error(`Content-Security-Policy violations:\n${violations.splice(0).map(describeViolation).join("\n")}`)
    },
  }
}

/** A horizontal drag of `dx` px across the middle of `selector`. */
export async function swipe(page: Page, selector: string, dx: number): Promise<void> {
  const box = (await page.locator(selector).first().boundingBox())!
  const y = box.y + box.height / 2
  const x = box.x + box.width / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + dx, y, { steps: 5 })
  await page.mouse.up()
}

/** Waits until `text` is visible somewhere on the page. */
export async function seeText(page: Page, text: string | RegExp, timeout = 15_000): Promise<void> {
  await page.getByText(text).first().waitFor({ state: "visible", timeout })
}

/** Signs a quiz player in from /quizgame's "Login" dialog and waits for the welcome. */
export async function quizLogIn(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.goto("/quizgame")
  await page.getByRole("button", { name: "Login" }).click()
  const dialog = page.getByRole("dialog")
  await dialog.getByLabel("Username").fill(user.username)
  await dialog.getByLabel("Password").fill(user.password)
  await dialog.getByRole("button", { name: "Log in" }).click()
  await seeText(page, "Welcome,")
}

/** The label of the field that has the focus (null when the focus is not on a labelled field). */
export const focusedLabel = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const labels = (document.activeElement as HTMLInputElement | null)?.labels
    return labels?.[0]?.textContent ?? null
  })

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
