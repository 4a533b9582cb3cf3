// api/main.ts as a real process (compiled when the build is current: test/support/server-command.ts):
// a bad setting stops it before anything starts; SIGTERM lets a request in flight finish, exits 0,
// and leaves the data folder ready to reopen. And as
// `npm start` and `npm run serve` run it (the compiled server): a SIGTERM to npm stops
// every process they started and frees the port.
import { type ChildProcess, spawn } from "node:child_process"
import { readdirSync, readFileSync } from "node:fs"
import { mkdtemp, rm } from "node:fs/promises"
import { connect } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { loadUws } from "#api/platform/transport/uws.ts"
import { seedDataDir } from "#test/support/pglite-template.ts"
import { serverArgs } from "#test/support/server-command.ts"
import { availableTransports } from "#test/support/transports.ts"

const ROOT = new URL("..", import.meta.url).pathname

interface Started {
  readonly child: ChildProcess
  readonly output: () => string
  readonly exited: Promise<number | null>
  /** The port from the "listening on" line. */
  readonly listening: Promise<number>
}

/** `detached`: in a process group of its own, as a terminal starts a command. */
const run = (env: Record<string, string>, command: readonly string[] = [process.execPath, ...serverArgs()], detached = false): Started => {
  const [file, ...args] = command
  const child = spawn(file!, args, {
    cwd: ROOT,
    detached,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", HOMESTEAD_SEED: "off", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)))
  const listening = new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output)
      if (match) resolve(Number(match[1]))
    }
    child.stdout!.on("data", onData)
    child.stderr!.on("data", onData)
    void exited.then(() => reject(new Error(`exited before listening:\n${output}`)))
  })
  listening.catch(() => undefined) // a run that is meant to fail never listens
  return { child, output: () => output, exited, listening }
}

let root: string
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "homestead-main-"))
})
afterAll(() => rm(root, { recursive: true, force: true }))

describe("api/main.ts", () => {
  it("refuses to start on bad settings, one line per variable, exit 1", async () => {
    const started = run({ DATA_DIR: join(root, "unused"), PORT: "http", QUIZ_TOKEN_TTL: "forever" })
    expect(await started.exited).toBe(1)
    expect(started.output()).toContain('PORT: expected a port number from 0 to 65535, got "http"')
    expect(started.output()).toContain('QUIZ_TOKEN_TTL: expected a positive duration like "12h", "30m", "7d" or a number of seconds, got "forever"')
  })

  it("names the transport it chose, and refuses HTTP_TRANSPORT=uws where no native build loads", async () => {
    const started = run({ DATA_DIR: join(root, "transport"), PORT: "0", HTTP_TRANSPORT: "uws" })
    if (loadUws().ok) {
      await started.listening
      expect(started.output()).toMatch(/listening on http:\/\/localhost:\d+ \(uWebSockets\.js \(@[\w./-]+\)\)/)
      started.child.kill("SIGTERM")
      expect(await started.exited).toBe(0)
    } else {
      expect(await started.exited).toBe(1)
      expect(started.output()).toContain(`HTTP_TRANSPORT=uws, but no uWebSockets.js build loads on Node.js ${process.versions.node} here`)
    }
    const forced = run({ DATA_DIR: join(root, "transport"), PORT: "0", HTTP_TRANSPORT: "node" })
    await forced.listening
    expect(forced.output()).toMatch(/listening on http:\/\/localhost:\d+ \(node:http \(HTTP_TRANSPORT=node\)\)/)
    forced.child.kill("SIGTERM")
    expect(await forced.exited).toBe(0)
  }, 120_000)

  it.each(availableTransports())(
    "on %s, finishes a request in flight on SIGTERM, exits 0, and reopens the same data folder",
    async (transport) => {
      // A copy of a first start's tables (the test above starts on an empty folder).
      const dataDir = join(root, `data-${transport}`)
      await seedDataDir(dataDir)
      const first = run({ DATA_DIR: dataDir, PORT: "0", HTTP_TRANSPORT: transport })
      const port = await first.listening
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200)

      // A request whose body is still arriving when the signal comes.
      const socket = connect(port, "127.0.0.1")
      await new Promise<void>((resolve) => socket.on("connect", resolve))
      let answer = ""
      socket.on("data", (chunk) => (answer += chunk.toString()))
      const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()))
      socket.write(`POST /api/health HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 4\r\n\r\n{}`)
      await new Promise((resolve) => setTimeout(resolve, 200))

      first.child.kill("SIGTERM")
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(first.child.exitCode).toBeNull() // still waiting for our request
      socket.write("  ")
      await closed
      expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /)
      expect(await first.exited).toBe(0)
      expect(first.output()).toContain("Stopped cleanly")

      const second = run({ DATA_DIR: dataDir, PORT: "0", HTTP_TRANSPORT: transport })
      const again = await second.listening
      const health = await fetch(`http://127.0.0.1:${again}/api/health`)
      expect(health.status).toBe(200)
      second.child.kill("SIGINT")
      expect(await second.exited).toBe(0)
    },
    120_000,
  )
})

/** Every process below `pid` now, from /proc (Linux). */
const descendantsOf = (pid: number): number[] => {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8")
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = []
  for (let queue = [pid]; queue.length > 0;) {
    const next = children.get(queue.shift()!) ?? []
    found.push(...next)
    queue.push(...next)
  }
  return found
}

/** Still running (a zombie waiting for its parent counts as stopped). */
const isRunning = (pid: number): boolean => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z"
  } catch {
    return false
  }
}

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1")
    socket.on("connect", () => {
      socket.destroy()
      resolve(false)
    })
    socket.on("error", () => resolve(true))
  })

describe("npm start and npm run serve", () => {
  // `npm start` first: it builds when the sources changed since the last build, so `serve` finds one.
  it.each([
    ["npm start", "a SIGTERM to npm"],
    ["npm run serve", "a SIGTERM to npm"],
    // The terminal signals npm and the server alike, and npm passes it on too: the server hears it twice.
    ["npm run serve", "Ctrl-C (SIGINT to the terminal's whole process group)"],
  ])(
    "`%s`: %s stops the server gracefully and every process it started, and frees the port",
    async (command, how) => {
      const byGroup = how.startsWith("Ctrl-C")
      const dataDir = join(root, `${command} ${how}`.replace(/\W+/g, "-"))
      await seedDataDir(dataDir)
      const npm = run({ DATA_DIR: dataDir, PORT: "0" }, command.split(" "), byGroup)
      const port = await npm.listening
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200)
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200)
      const started = descendantsOf(npm.child.pid!)
      expect(started.length).toBeGreaterThan(0)

      if (byGroup) process.kill(-npm.child.pid!, "SIGINT")
      else npm.child.kill("SIGTERM")
      await npm.exited
      expect(npm.output()).toContain("Stopped cleanly")
      expect(npm.output()).not.toContain("again: exiting without waiting")
      expect(started.filter(isRunning)).toEqual([])
      expect(await refusesConnections(port)).toBe(true)
    },
    300_000,
  )
})
