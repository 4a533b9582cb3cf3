// Server nodes as child processes (compiled when the build is current: server-command.ts), for
// the live-game recovery and two-node tests: socket.io's uWebSockets.js integration patches its
// room adapter once per process, so each node needs a process of its own; and only a process can
// be SIGKILLed.
import { type ChildProcess, spawn } from "node:child_process"
import { createServer } from "node:net"

import { serverArgs } from "../support/server-command.ts"

export interface ChildNode {
  readonly url: string
  readonly port: number
  readonly child: ChildProcess
  /** Graceful stop (SIGTERM). */
  stop(): Promise<void>
  /** No goodbye: the process dies at once. */
  kill(): Promise<void>
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

/** Passes the error lines of a node's log (pino's JSON or Effect's logfmt) on to the test's stderr. */
const errorForwarder = () => {
  let partial = ""
  return (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split("\n")
    partial = lines.pop()!
    for (const line of lines) if (/"level":"(error|fatal)"|level=(ERROR|FATAL)/.test(line)) process.stderr.write(`[node] ${line}\n`)
  }
}

/** `nodeArgs`: flags for Node itself, e.g. `--cpu-prof`, which NODE_OPTIONS does not take. */
export const spawnNode = async (env: Record<string, string>, nodeArgs: readonly string[] = []): Promise<ChildNode> => {
  const child = spawn(process.execPath, serverArgs(nodeArgs), {
    // The test run's HTTP_TRANSPORT reaches the node too (CI runs the suites on both).
    env: {
      PATH: process.env.PATH ?? "",
      HOMESTEAD_SEED: "off",
      PORT: "0",
      REGISTRATIONS_PER_HOUR: "100000",
      ...(process.env.HTTP_TRANSPORT ? { HTTP_TRANSPORT: process.env.HTTP_TRANSPORT } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  let output = ""
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output)
      if (!match) return
      // From here on its log (an access line per request) is let go, but for its errors: a
      // node's 500 is otherwise a mystery in the test that saw it.
      child.stdout!.off("data", onData)
      child.stderr!.off("data", onData)
      child.stdout!.on("data", errorForwarder())
      child.stderr!.on("data", errorForwarder())
      resolve(Number(match[1]))
    }
    child.stdout!.on("data", onData)
    child.stderr!.on("data", onData)
    void exited.then(() => reject(new Error(`the node exited before listening:\n${output}`)))
  })
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM")
      await exited
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
      await exited
    },
  }
}
