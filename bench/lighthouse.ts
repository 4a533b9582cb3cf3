// Lighthouse on the built site: `npm run bench:lighthouse` (after `npm run build`). The server starts on
// the demo homestead (seeded by its first start) over a fresh data folder, and Lighthouse's mobile
// settings (simulated slow 4G, 4× CPU slowdown) measure `/`, `/journal`, a recipe, `/gallery` and `/quizgame`
// in Debian's Chromium through chrome-launcher: nothing is downloaded at run time. The pages take turns,
// round after round, so the machine's load falls on each alike; each page's line is its median run by
// performance. The load average is printed before and after: Lighthouse scales the main-thread work it
// observes, so a busy machine reads as a slow phone. No test asserts on these figures.
//   BENCH_ROUNDS (default 3) runs of each page; BENCH_PAGES=/,/gallery measures only those; BENCH_WEB_DIR measures another build than dist/web;
//   BENCH_LIGHTHOUSE_DIR=<folder> keeps each run's report there as JSON.
import { existsSync } from "node:fs"
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

import * as chromeLauncher from "chrome-launcher"
import lighthouse, { type Result } from "lighthouse"

const CHROMIUM = "/usr/bin/chromium"
const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"]
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const TARGET_PERFORMANCE = 98
const TARGET_ACCESSIBILITY = 100
/** The recipe is a demo recipe with an image, a video and a bake temperature. */
const PAGES = process.env.BENCH_PAGES?.split(",") ?? ["/", "/journal", "/recipes/desert_sourdough_boule", "/gallery", "/quizgame"]
/** The metrics printed per page, by audit id. */
const METRICS: Readonly<Record<string, string>> = {
  "first-contentful-paint": "FCP",
  "largest-contentful-paint": "LCP",
  "total-blocking-time": "TBT",
  "cumulative-layout-shift": "CLS",
  "speed-index": "SI",
}

const webDir = process.env.BENCH_WEB_DIR ?? fileURLToPath(new URL("../dist/web", import.meta.url))
if (!existsSync(join(webDir, "index.html"))) {
  console.error(`No built web app in ${webDir}: run \`npm run build\` first.`)
  process.exit(1)
}
if (!existsSync(CHROMIUM)) {
  console.error(`No Chromium at ${CHROMIUM}.`)
  process.exit(1)
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(", ")
const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100)

/** What cost points in a category: its weighted audits that did not pass, with what they found. */
const failing = (lhr: Result, category: string): string[] =>
  (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
    .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.displayValue ?? Math.round((lhr.audits[ref.id]?.score ?? 0) * 100)})`)

/** The performance category's other audits that did not pass (render-blocking resources, image sizes, unused JS, …). */
const advice = (lhr: Result): string[] =>
  (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => !(ref.id in METRICS) && ref.weight === 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit!.id}${audit!.displayValue ? ` (${audit!.displayValue})` : ""}`)

const { loadConfigOrThrow } = await import("#api/platform/config.ts")
const { startSite } = await import("#api/compose.ts")
const dataDir = await mkdtemp(join(tmpdir(), "homestead-bench-lighthouse-"))
const loadBefore = load()
const runs = new Map<string, Result[]>(PAGES.map((path) => [path, []]))
const log = console.log
console.log = () => undefined // first-start tasks print passwords and the seed summary; not bench output
const server = await startSite(loadConfigOrThrow({ DATA_DIR: dataDir, HOMESTEAD_SEED: "on", LOG_LEVEL: "error" }), { port: 0, staticDir: webDir }).finally(
  () => {
    console.log = log
  },
)
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: "silent" })
try {
  const origin = `http://localhost:${server.port}`
  for (let round = 1; round <= ROUNDS; round++) {
    for (const path of PAGES) {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
      })
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`)
      runs.get(path)!.push(result.lhr)
      console.error(`round ${round} ${path}: performance ${score(result.lhr, "performance")}, accessibility ${score(result.lhr, "accessibility")}`)
      if (process.env.BENCH_LIGHTHOUSE_DIR) {
        const name = path === "/" ? "home" : path.replace(/\W+/g, "-").replace(/^-|-$/g, "")
        await writeFile(join(process.env.BENCH_LIGHTHOUSE_DIR, `${name}-${round}.json`), JSON.stringify(result.lhr, null, 1))
      }
    }
  }
} finally {
  await chrome.kill()
  await server.close()
  await rm(dataDir, { recursive: true, force: true })
}

console.log(
  `Lighthouse ${runs.get(PAGES[0]!)![0]?.lighthouseVersion}, mobile, ${ROUNDS} round${ROUNDS === 1 ? "" : "s"}; load average ${loadBefore} before, ${load()} after`,
)
console.log(`targets: performance ≥ ${TARGET_PERFORMANCE}, accessibility ${TARGET_ACCESSIBILITY}`)
for (const [path, results] of runs) {
  const sorted = [...results].sort((a, b) => score(a, "performance") - score(b, "performance"))
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!
  const metrics = Object.entries(METRICS).map(([id, name]) => `${name} ${median.audits[id]?.displayValue ?? "?"}`)
  console.log(
    `${path}: performance ${median.categories.performance ? score(median, "performance") : "?"} (runs ${results.map((r) => score(r, "performance")).join(", ")}), ` +
      `accessibility ${results.map((r) => score(r, "accessibility")).join(", ")}; ${metrics.join(", ")}`,
  )
  for (const category of ["performance", "accessibility"]) {
    const lost = failing(median, category)
    if (lost.length > 0) console.log(`  ${category} lost on: ${lost.join(", ")}`)
  }
  const more = advice(median)
  if (more.length > 0) console.log(`  audits that point somewhere: ${more.join(", ")}`)
}
process.exit(0)
