// HTTP throughput of the real server next to a bare uWebSockets.js hello-world:
// `npx tsx bench/http.ts`. GET /api/health goes through uWebSockets.js, the web-handler
// bridge, the Effect HttpApi and a store query; GET /api/site is the same stack without
// the database, so the two show where the time goes. The load comes from a separate
// process (this same file with --load) so it does not share a core's event loop with the server.
import { spawn } from "node:child_process"
import { mkdtemp, rm } from "node:fs/promises"
import { connect } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { performance } from "node:perf_hooks"
import { fileURLToPath, pathToFileURL } from "node:url"

import type { Platform } from "#api/platform/runtime.ts"

const CONNECTIONS = 32
const WARMUP_MS = 1_000
const MEASURE_MS = 5_000

export interface LoadResult {
  readonly requestsPerSecond: number
  readonly p50Ms: number
  readonly p99Ms: number
  readonly errors: number
}

const HEADER_END = Buffer.from("\r\n\r\n")
const LENGTH_NAMES = [Buffer.from("\r\nContent-Length:"), Buffer.from("\r\ncontent-length:")]
const OK = Buffer.from("HTTP/1.1 200")

// The response is read as bytes, without decoding its head to a string or running a regular
// expression over it: the generator shares the machine's two cores with the server, and its
// cost per response would otherwise grow with the size of the headers, making the server's
// security headers look like server time.
const contentLength = (buffer: Buffer, headerEnd: number): number => {
  for (const name of LENGTH_NAMES) {
    const at = buffer.indexOf(name)
    if (at < 0 || at > headerEnd) continue
    let length = 0
    for (let i = at + name.length; i < headerEnd; i++) {
      const byte = buffer[i]!
      if (byte === 0x20) continue
      if (byte < 0x30 || byte > 0x39) break
      length = length * 10 + byte - 0x30
    }
    return length
  }
  return 0
}
const isOk = (buffer: Buffer) => buffer.compare(OK, 0, OK.length, 0, OK.length) === 0

/** Keep-alive HTTP/1.1 clients on raw sockets, one request in flight per connection. */
const generateLoad = async (url: string, connections: number, warmupMs: number, measureMs: number): Promise<LoadResult> => {
  const { hostname, port, pathname } = new URL(url)
  // Asked as a browser asks: compressed, when the server has it (a page's plain HTML is five times its brotli).
  const request = Buffer.from(`GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: */*\r\nAccept-Encoding: gzip, deflate, br\r\n\r\n`)
  const started = performance.now()
  const measureFrom = started + warmupMs
  const stopAt = measureFrom + measureMs
  const latencies: number[] = []
  let completed = 0
  let errors = 0

  const client = () =>
    new Promise<void>((resolve) => {
      const socket = connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname)
      socket.setNoDelay(true)
      let buffer: Buffer = Buffer.alloc(0)
      let sentAt = 0
      const send = () => {
        if (performance.now() >= stopAt) return void socket.end(resolve)
        sentAt = performance.now()
        socket.write(request)
      }
      socket.on("connect", send)
      socket.on("error", () => {
        errors++
        resolve()
      })
      socket.on("data", (chunk: Buffer) => {
        buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk])
        const headerEnd = buffer.indexOf(HEADER_END)
        if (headerEnd < 0) return
        const length = contentLength(buffer, headerEnd)
        if (buffer.length < headerEnd + 4 + length) return
        if (!isOk(buffer)) errors++
        buffer = buffer.subarray(headerEnd + 4 + length)
        const now = performance.now()
        if (now >= measureFrom && now < stopAt) {
          completed++
          latencies.push(now - sentAt)
        }
        send()
      })
    })

  await Promise.all(Array.from({ length: connections }, client))
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  return { requestsPerSecond: completed / (measureMs / 1000), p50Ms: at(0.5), p99Ms: at(0.99), errors }
}

/** Runs the load generator in a child process and returns what it measured. */
export const loadFromChild = (url: string, connections = CONNECTIONS, measureMs = MEASURE_MS): Promise<LoadResult> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "--load", url, String(connections), String(measureMs)], {
      stdio: ["ignore", "pipe", "inherit"],
    })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.on("error", reject)
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(output) as LoadResult) : reject(new Error(`load generator exited with ${code}`))))
  })

/**
 * A hello-world on the bare library, the yardstick: uWebSockets.js where a native build loads
 * here, else (or when asked) node:http.
 */
export const startBareServer = async (kind: "uws" | "node" = "uws"): Promise<{ kind: "uws" | "node"; url: string; close(): void }> => {
  const { loadUws } = await import("#api/platform/transport/uws.ts")
  const uws = loadUws()
  if (kind === "uws" && uws.ok) {
    const app = uws.module.App() as unknown as {
      get(pattern: string, handler: (res: { cork(f: () => void): void; writeHeader(k: string, v: string): { end(body: string): void } }) => void): unknown
      listen(port: number, callback: (socket: unknown) => void): unknown
      close(): void
    }
    app.get("/*", (res) => res.cork(() => res.writeHeader("content-type", "text/plain").end("Hello")))
    const socket = await new Promise<unknown>((resolve, reject) => app.listen(0, (s) => (s ? resolve(s) : reject(new Error("cannot listen")))))
    return {
      kind: "uws",
      url: `http://127.0.0.1:${uws.module.us_socket_local_port(socket)}/hello`,
      close: () => {
        uws.module.us_listen_socket_close(socket)
        app.close()
      },
    }
  }
  const { createServer } = await import("node:http")
  const server = createServer((_, res) => res.writeHead(200, { "content-type": "text/plain" }).end("Hello"))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  return {
    kind: "node",
    url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/hello`,
    close: () => {
      server.closeAllConnections()
      server.close()
    },
  }
}

// Public content reads take the server's fast path (snapshots answered before the Effect bridge).
const CONTENT_PATHS = ["/api/posts", "/api/recipe"]

/** A dozen posts, so /api/posts answers a realistic page of JSON. */
const seedPosts = async (platform: Platform) => {
  const { createPost } = await import("#engine/posts/commands.ts")
  for (let i = 0; i < 12; i++) {
    const input = {
      title: `Bench post ${i}`,
      name: "Bench",
      body: `<p>${"Mulched the beds and fed the hens. ".repeat(8)}</p>`,
      images: [],
      video: "",
      isjournal: i % 2 === 0,
      tags: [],
      draft: false,
      markdown: "",
      publishAt: "",
    }
    await createPost(platform.commands, { postId: `bench-${i}`, input, now: new Date() })
  }
}

export async function benchHttp(): Promise<Record<string, number>> {
  const { loadConfigOrThrow } = await import("#api/platform/config.ts")
  const { startSite } = await import("#api/compose.ts")
  const dataDir = await mkdtemp(join(tmpdir(), "homestead-bench-"))
  const results: Record<string, number> = {}
  const record = (name: string, r: LoadResult) => {
    results[`${name} (req/s)`] = Math.round(r.requestsPerSecond)
    results[`${name} p50 (ms)`] = +r.p50Ms.toFixed(2)
    results[`${name} p99 (ms)`] = +r.p99Ms.toFixed(2)
    if (r.errors > 0) results[`${name} errors`] = r.errors
  }

  const silenced = console.log
  console.log = () => undefined // first-start tasks print generated passwords; not bench output
  const server = await startSite(loadConfigOrThrow({ DATA_DIR: dataDir, HOMESTEAD_SEED: "off" }), { port: 0 }).finally(() => {
    console.log = silenced
  })
  try {
    await seedPosts(server.platform)
    for (const path of ["/api/health", "/api/site", ...CONTENT_PATHS]) record(`GET ${path}`, await loadFromChild(`http://127.0.0.1:${server.port}${path}`))
  } finally {
    await server.close()
    await rm(dataDir, { recursive: true, force: true })
  }

  const bare = await startBareServer()
  try {
    record("bare uWS hello", await loadFromChild(bare.url))
  } finally {
    bare.close()
  }
  const bareRate = results["bare uWS hello (req/s)"]!
  results["health / bare (%)"] = +((100 * results["GET /api/health (req/s)"]!) / bareRate).toFixed(1)
  results["site / bare (%)"] = +((100 * results["GET /api/site (req/s)"]!) / bareRate).toFixed(1)
  for (const path of CONTENT_PATHS) results[`${path} / bare (%)`] = +((100 * results[`GET ${path} (req/s)`]!) / bareRate).toFixed(1)
  return results
}

const printTable = (results: Record<string, number>) => {
  const width = Math.max(...Object.keys(results).map((k) => k.length))
  for (const [name, value] of Object.entries(results)) console.log(`${name.padEnd(width)}  ${value.toLocaleString("en-US").padStart(10)}`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (process.argv[2] === "--load") {
    const result = await generateLoad(process.argv[3]!, Number(process.argv[4] ?? CONNECTIONS), WARMUP_MS, Number(process.argv[5] ?? MEASURE_MS))
    process.stdout.write(JSON.stringify(result))
  } else {
    console.log(`HTTP: ${CONNECTIONS} keep-alive connections, ${MEASURE_MS / 1000} s after ${WARMUP_MS / 1000} s warm-up`)
    printTable(await benchHttp())
    process.exit(0)
  }
}
