// The public site's figures: `npm run bench:web` (after `npm run build`).
//   1. Throughput and p99 of content reads and server-rendered pages at 50 keep-alive
//      connections, on each HTTP transport that runs here (uWebSockets.js, node:http) side
//      by side, next to bare hello-worlds of the same libraries (load from a child process,
//      as in bench/http.ts), over a seeded demo homestead; each uWebSockets.js figure taken in
//      slices interleaved with the bare uWebSockets.js server's.
//   2. What each route downloads: the home page's JavaScript (gzip, and brotli as the server
//      sends it) and each route's own chunks, read from the built files (index.html, then each
//      chunk's static imports).
// Lighthouse has a bench of its own: `npm run bench:lighthouse` (bench/lighthouse.ts).
// BENCH_WEB_DIR points at another build than dist/web; BENCH_SKIP_LOAD=1 skips step 1.
import { existsSync } from "node:fs"
import { mkdtemp, readFile, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

import type { TransportName } from "#api/platform/transport/port.ts"
import { availableTransports } from "#test/support/transports.ts"

import { loadFromChild, type LoadResult, startBareServer } from "./http.ts"

const CONNECTIONS = 50
const TARGET_READ_RATIO = 60
const TARGET_HOME_JS_KB = 100
/** A demo recipe with an image, a video and a bake temperature. */
const RECIPE = "/recipes/desert_sourdough_boule"

const webDir = process.env.BENCH_WEB_DIR ?? fileURLToPath(new URL("../dist/web", import.meta.url))

type Row = readonly [figure: string, value: string, target?: string]
const rows: Row[] = []
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

// ---- 1. throughput -------------------------------------------------------------------------------

/** Slices per side of each interleaved figure (bare, path, bare, path, …). */
const SLICES = 3
/** Each slice's measured time (after a second's warm-up), so a path gets 6 s in all. */
const SLICE_MS = 2_000

/** Requests a second, the mean over slices. */
const rate = (runs: readonly LoadResult[]) => runs.reduce((sum, r) => sum + r.requestsPerSecond, 0) / runs.length

/**
 * The real server on each transport that runs here, next to the bare libraries; one row per path and transport.
 * Each path on the uWebSockets.js transport is measured interleaved with the bare uWebSockets.js server (a slice
 * of each in turn, the same time for both), and its ratio is to the bare slices taken beside it: on a shared
 * machine the load drifts within a run, and measured apart (bare at the start and the end), the same build gave
 * ratios ten points apart. node:http's rows are the fallback's, measured once each against every bare slice.
 */
const throughput = async (startOn: (transport: TransportName) => Promise<{ port: number; close(): Promise<void> }>) => {
  const paths = ["/api/posts", "/api/recipe", "/", RECIPE, "/gallery", "/journal"]
  const measured: [name: string, runs: LoadResult[], bare: LoadResult[] | undefined][] = []
  const bares = [await startBareServer("uws"), await startBareServer("node")].filter((b, i, all) => all.findIndex((o) => o.kind === b.kind) === i)
  const yardstick = bares[0]!
  const bareRuns = new Map<string, LoadResult[]>(bares.map((bare) => [bare.kind, []]))
  const load = (url: string) => loadFromChild(url, CONNECTIONS, SLICE_MS)
  try {
    for (const bare of bares.slice(1)) bareRuns.get(bare.kind)!.push(await load(bare.url))
    for (const transport of availableTransports()) {
      const server = await startOn(transport)
      try {
        for (const path of paths) {
          const url = `http://127.0.0.1:${server.port}${path}`
          if (transport !== yardstick.kind) {
            measured.push([`${transport} GET ${path}`, [await load(url)], undefined])
            continue
          }
          const runs: LoadResult[] = []
          const beside: LoadResult[] = []
          // Turns alternate who goes first (bare, path, path, bare, …), so a drift within a turn falls on both.
          for (let slice = 0; slice < SLICES; slice++) {
            const pair = slice % 2 === 0 ? [yardstick.url, url] : [url, yardstick.url]
            for (const at of pair) (at === url ? runs : beside).push(await load(at))
          }
          bareRuns.get(yardstick.kind)!.push(...beside)
          measured.push([`${transport} GET ${path}`, runs, beside])
        }
      } finally {
        await server.close()
      }
    }
    for (const bare of bares.slice(1)) bareRuns.get(bare.kind)!.push(await load(bare.url))
  } finally {
    for (const bare of bares) bare.close()
  }
  for (const bare of bares) {
    const runs = bareRuns.get(bare.kind)!
    const p99 = Math.max(...runs.map((r) => r.p99Ms))
    const name = bare.kind === "uws" ? "bare uWebSockets.js" : "bare node:http"
    rows.push([`${name} hello-world (req/s mean of ${runs.length} slices, p99)`, `${Math.round(rate(runs)).toLocaleString("en-US")}, ${p99.toFixed(1)} ms`])
  }
  const yardName = yardstick.kind === "uws" ? "bare uWS" : "bare node:http"
  for (const [name, runs, beside] of measured) {
    const errors = runs.reduce((sum, r) => sum + r.errors, 0)
    const ratio = (100 * rate(runs)) / rate(beside ?? bareRuns.get(yardstick.kind)!)
    // The target is the uWS transport's; node:http's figures are reported as they are.
    const target = beside ? `≥ ${TARGET_READ_RATIO} % of bare uWS beside it` : undefined
    rows.push([
      `${name} (req/s, p99, of ${yardName})`,
      `${Math.round(rate(runs)).toLocaleString("en-US")}, ${Math.max(...runs.map((r) => r.p99Ms)).toFixed(1)} ms, ${ratio.toFixed(0)} %${errors > 0 ? `, ${errors} errors` : ""}`,
      target,
    ])
  }
}

// ---- 2. bundle sizes -----------------------------------------------------------------------------

/** Chunks a module pulls in statically (what the browser fetches with it). */
const staticImports = (code: string): string[] =>
  [...code.matchAll(/(?:\bimport|\bfrom)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map((m) => m[1]!.replace(/^\.\//, ""))

const bundleSizes = async () => {
  const assets = join(webDir, "assets")
  const read = async (file: string) => readFile(join(assets, file), "utf8")
  const gz = new Map<string, number>()
  const sizeOf = async (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(await readFile(join(assets, file)), { level: 9 }).length)
    return gz.get(file)!
  }
  // What a browser downloads: the server keeps each built file brotli-compressed at quality 11 (static-site.ts).
  const brotliOf = async (files: Iterable<string>) => {
    let sum = 0
    for (const f of files) sum += brotliCompressSync(await readFile(join(assets, f)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
    return sum
  }
  const closure = async (roots: readonly string[], skip: ReadonlySet<string> = new Set()) => {
    const seen = new Set<string>()
    const visit = async (file: string) => {
      if (seen.has(file) || skip.has(file)) return
      seen.add(file)
      for (const dep of staticImports(await read(file))) await visit(dep)
    }
    for (const root of roots) await visit(root)
    return seen
  }
  const total = async (files: Iterable<string>) => {
    let sum = 0
    for (const f of files) sum += await sizeOf(f)
    return sum
  }

  const html = await readFile(join(webDir, "index.html"), "utf8")
  const entryFiles = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!)
  const cssFiles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/assets\/([^"]+\.css)"/g)].map((m) => m[1]!)
  const entry = await closure(entryFiles)
  // A server-rendered page (the home page among them) also runs its first script, which asks for the entry
  // once the page has loaded (web/src/hydrate-later.ts), named by the build's manifest.
  const manifest = JSON.parse(await readFile(join(webDir, ".vite", "manifest.json"), "utf8").catch(() => "{}")) as Record<string, { file?: string }>
  const firstScript = manifest["src/hydrate-later.ts"]?.file?.replace(/^assets\//, "")

  // Which chunk holds which page: lazy pages are imported by export name, so the names survive minification.
  const { readdir } = await import("node:fs/promises")
  const chunks = (await readdir(assets)).filter((f) => f.endsWith(".js"))
  const exporting = async (name: string) => {
    for (const file of chunks) if (new RegExp(`export\\s*\\{[^}]*\\bas ${name}\\b|export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`).test(await read(file))) return file
    return undefined
  }
  const ROUTES: readonly [route: string, page: string][] = [
    ["/", "HomePage"],
    ["/journal", "JournalPage"],
    ["/videos", "VideosPage"],
    ["/gallery", "GalleryPage"],
    ["/recipes", "RecipesPage"],
    ["/recipes/{servername}", "RecipeDetailPage"],
    ["/champlain", "ChamplainPage"],
    ["/contact", "ContactPage"],
    ["/quizgame", "QuizGamePage"],
    ["/dashboard", "DashboardHomePage"],
  ]
  const entryGz = await total(entry)
  rows.push(["entry JavaScript (index.html and its static imports, gzip)", kb(entryGz)])
  let cssGz = 0
  for (const f of cssFiles) cssGz += await sizeOf(f)
  rows.push(["entry CSS (gzip)", kb(cssGz)])
  for (const [route, page] of ROUTES) {
    const file = await exporting(page)
    if (!file) {
      rows.push([`route ${route}: own chunks (gzip)`, `no chunk exports ${page}`])
      continue
    }
    const own = await closure([file], entry)
    const ownGz = await total(own)
    if (route === "/") {
      const first = firstScript ? [firstScript] : []
      rows.push(["home page JavaScript, first script + entry + route (gzip -9)", kb(entryGz + ownGz + (await total(first)))])
      rows.push([
        "home page JavaScript, first script + entry + route (brotli, as served)",
        kb(await brotliOf([...first, ...entry, ...own])),
        `≤ ${TARGET_HOME_JS_KB} KB`,
      ])
    }
    rows.push([`route ${route}: own chunks (gzip)`, `${kb(ownGz)} in ${own.size} file${own.size === 1 ? "" : "s"}`])
  }
}

// ---- run -----------------------------------------------------------------------------------------

if (!existsSync(join(webDir, "index.html"))) {
  console.error(`No built web app in ${webDir}: run \`npm run build\` first.`)
  process.exit(1)
}
const { loadConfigOrThrow } = await import("#api/platform/config.ts")
const { startSite } = await import("#api/compose.ts")
const dataDir = await mkdtemp(join(tmpdir(), "homestead-bench-web-"))
/** The server on the demo homestead (seeded by the first start) over one transport. */
const startOn = async (transport: TransportName | "auto") => {
  const log = console.log
  console.log = () => undefined // first-start tasks print passwords and the seed summary; not bench output
  try {
    return await startSite(loadConfigOrThrow({ DATA_DIR: dataDir, HOMESTEAD_SEED: "on", HTTP_TRANSPORT: transport }), { port: 0, staticDir: webDir })
  } finally {
    console.log = log
  }
}
try {
  console.error(`Transports here: ${availableTransports().join(", ")}; ${CONNECTIONS} connections per run.`)
  if (process.env.BENCH_SKIP_LOAD !== "1") await throughput(startOn)
  await bundleSizes()
} finally {
  await rm(dataDir, { recursive: true, force: true })
}

const width = Math.max(...rows.map(([name]) => name.length))
const valueWidth = Math.max(...rows.map(([, value]) => value.length))
for (const [name, value, target] of rows) console.log(`${name.padEnd(width)}  ${value.padEnd(valueWidth)}  ${target ?? ""}`.trimEnd())
process.exit(0)
