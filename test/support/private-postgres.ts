// A PostgreSQL cluster of a test's own, for tests that stop and start the database under a
// running server (a restart, a failover, an outage). It is Debian's initdb and pg_ctl on a
// temporary folder and a free loopback port, with its unix socket inside that folder, run
// as the `postgres` user when the tests run as root (initdb refuses root). The folder and
// the server go away on `dispose()`, on process exit if a test never got that far, and, if
// the test process is killed outright (a hook that timed out), by a small watchdog that
// waits for it to be gone.
//
// Missing binaries are an error, never a skip: CI installs `postgresql` (.ci/run).
import { execFile, execFileSync, spawn } from "node:child_process"
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"

const run = promisify(execFile)

/** Where Debian puts the server binaries; the newest version wins. PG_BIN overrides. */
const findBinaries = (): string => {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : existsSync("/usr/lib/postgresql")
      ? readdirSync("/usr/lib/postgresql")
          .filter((v) => /^\d+$/.test(v))
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []
  const found = candidates.find((dir) => existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl")))
  if (!found) {
    throw new Error(
      "PostgreSQL server binaries (initdb, pg_ctl) were not found under /usr/lib/postgresql/<version>/bin; " +
        "install Debian's `postgresql` package (.ci/run does) or set PG_BIN",
    )
  }
  return found
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))))
    })
  })

/** The `postgres` user's ids when we are root (initdb refuses root), else none: run as ourselves. */
const serverUser = (): { uid: number; gid: number } | undefined => {
  if (process.getuid?.() !== 0) return undefined
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim())
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim())
  if (!Number.isInteger(uid) || !Number.isInteger(gid)) throw new Error("The tests run as root and there is no `postgres` user to run PostgreSQL as")
  return { uid, gid }
}

export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication, loopback only). */
  readonly url: string
  readonly port: number
  /** Whether the server is up, as far as this helper started or stopped it. */
  readonly running: boolean
  /** Stops the server (`pg_ctl stop -m <mode>`), waiting until it is down. */
  stop(mode?: "smart" | "fast" | "immediate"): Promise<void>
  /** Starts it again on the same port and folder, waiting until it accepts connections. */
  start(): Promise<void>
  /** Stops the server if it runs and removes its folder. Safe to call more than once. */
  dispose(): Promise<void>
}

export const startPrivatePostgres = async (): Promise<PrivatePostgres> => {
  const bin = findBinaries()
  const user = serverUser()
  const root = mkdtempSync(join(tmpdir(), "homestead-pg-"))
  if (user) chownSync(root, user.uid, user.gid)
  const dataDir = join(root, "data")
  const logFile = join(root, "server.log")
  const port = await freePort()
  const options = ["-c listen_addresses=127.0.0.1", `-p ${port}`, `-k ${root}`, "-c fsync=off", "-c full_page_writes=off", "-c max_connections=100"].join(" ")
  const spawnOptions = { ...(user ? { uid: user.uid, gid: user.gid } : {}), cwd: root, env: { ...process.env, LC_ALL: "C" }, timeout: 120_000 }
  const pgCtl = (...args: string[]) => run(join(bin, "pg_ctl"), ["-D", dataDir, ...args], spawnOptions)

  let running = false
  let disposed = false
  const forceStop = () => {
    if (!running) return
    running = false
    try {
      execFileSync(join(bin, "pg_ctl"), ["-D", dataDir, "stop", "-m", "immediate", "-w"], { ...spawnOptions, stdio: "ignore" })
    } catch {
      // already down
    }
  }
  const onExit = () => {
    forceStop()
    rmSync(root, { recursive: true, force: true })
  }
  process.once("exit", onExit)
  // Stops the server (SIGQUIT: immediate shutdown) and removes the folder once this process is gone.
  const watchdog = spawn(
    "sh",
    [
      "-c",
      'while kill -0 "$1" 2>/dev/null; do sleep 1; done; pid="$2/data/postmaster.pid"; if [ -f "$pid" ]; then kill -QUIT "$(head -n 1 "$pid")" 2>/dev/null; sleep 2; fi; rm -rf "$2"',
      "private-postgres-watchdog",
      String(process.pid),
      root,
    ],
    { detached: true, stdio: "ignore" },
  )
  watchdog.unref()
  const stopWatchdog = () => {
    if (watchdog.pid !== undefined && watchdog.exitCode === null) watchdog.kill()
  }

  const start = async () => {
    try {
      await pgCtl("start", "-w", "-t", "60", "-l", logFile, "-o", options)
    } catch (error) {
      const log = existsSync(logFile) ? execFileSync("tail", ["-n", "20", logFile], { encoding: "utf8" }) : ""
      throw new Error(`pg_ctl start failed: ${(error as Error).message}\n${log}`, { cause: error })
    }
    running = true
  }

  try {
    await run(join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync", "--no-instructions"], spawnOptions)
    await start()
  } catch (error) {
    onExit()
    process.removeListener("exit", onExit)
    stopWatchdog()
    throw error
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    get running() {
      return running
    },
    async stop(mode = "fast") {
      await pgCtl("stop", "-m", mode, "-w", "-t", "60")
      running = false
    },
    start,
    async dispose() {
      if (disposed) return
      disposed = true
      if (running) await pgCtl("stop", "-m", "immediate", "-w", "-t", "60").catch(() => undefined)
      running = false
      rmSync(root, { recursive: true, force: true })
      process.removeListener("exit", onExit)
      stopWatchdog()
    },
  }
}
