// What bench/live.ts reads from the server's log (JSON lines on its standard output, at
// debug level): each "Live update sent" line, which times a step from the fact's decision to
// the update handed to every socket.
import type { Readable } from "node:stream"

export interface SentUpdate {
  readonly groupId: string
  readonly update: string
  readonly sockets: number
  readonly delayMs: number
}

export interface ServerLog {
  readonly sent: readonly SentUpdate[]
}

export const readServerLog = (stdout: Readable): ServerLog => {
  const log = { sent: [] as SentUpdate[] }
  let rest = ""
  stdout.on("data", (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split("\n")
    rest = lines.pop()!
    for (const line of lines) {
      if (!line.startsWith("{")) continue
      let entry: any
      try {
        entry = JSON.parse(line)
      } catch {
        continue
      }
      if (["warn", "error", "fatal"].includes(entry.level)) console.error(`[server] ${entry.level}: ${entry.msg}`)
      if (entry.msg === "Live update sent") log.sent.push({ groupId: entry.groupId, update: entry.update, sockets: entry.sockets, delayMs: entry.delayMs })
    }
  })
  return log
}
