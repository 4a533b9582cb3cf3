// The core figures in one run: event store and projector (bench/store.ts), then HTTP
// (bench/http.ts). `npm run bench:core`. Prints a table; writes nothing.
import { performance } from "node:perf_hooks"

import { benchHttp } from "./http.ts"

type Bench = () => Promise<Record<string, number>>

const loadStoreBench = async (): Promise<Bench | undefined> => {
  try {
    const module = (await import("./store.ts")) as { benchStore?: Bench }
    return module.benchStore
  } catch (error) {
    if ((error as { code?: string }).code !== "ERR_MODULE_NOT_FOUND") throw error
    return undefined
  }
}

const results: [section: string, figures: Record<string, number>][] = []
const run = async (section: string, bench: Bench | undefined) => {
  if (!bench) return console.log(`${section}: skipped (no benchmark found)`)
  const started = performance.now()
  results.push([section, await bench()])
  console.error(`${section} done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

await run("store", await loadStoreBench())
await run("http", benchHttp)

const rows = results.flatMap(([section, figures]) => Object.entries(figures).map(([name, value]) => [`${section}: ${name}`, value] as const))
const width = Math.max(...rows.map(([name]) => name.length))
console.log(`${"figure".padEnd(width)}  ${"value".padStart(12)}`)
for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value.toLocaleString("en-US").padStart(12)}`)
process.exit(0)
