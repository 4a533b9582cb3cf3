// `npm run backup` beside a server on the embedded database (docs/decisions.md, "Backups
// from the running server"). The folder takes one process at a time, so the command cannot
// open it while the server runs; instead the server answers backup requests on a Unix
// socket inside DATA_DIR. DATA_DIR is its account's alone (0700) and the socket is 0600, so
// only that account (and root) can ask. No network port is opened.
//
// The protocol is one request and one answer: the client sends the line "backup"; the server
// answers the line "ok" and then the archive that writeBackup makes (as the dashboard's
// download does), and closes. Anything else is answered with one "refused: …" line and closed.
import { lstatSync, rmSync } from "node:fs"
import { chmod } from "node:fs/promises"
import { connect, createServer, type Server, type Socket } from "node:net"
import { join } from "node:path"
import type { Writable } from "node:stream"
import { pipeline } from "node:stream/promises"

import type { MediaStorage } from "#api/features/media/public.ts"
import type { Logger } from "#api/platform/log/logger.ts"
import type { EventStore } from "#engine/eventstore/port.ts"
import type { AppDatabase } from "#projections/db.ts"

import { writeBackup } from "./write-backup.ts"

export const BACKUP_SOCKET_NAME = "backup.sock"
export const backupSocketPath = (dataDir: string): string => join(dataDir, BACKUP_SOCKET_NAME)

const REQUEST = "backup"
const ACCEPTED = "ok"
/** A request line longer than this is refused. */
const REQUEST_MAX_BYTES = 64
/** A client that has not sent its request by then is dropped; the server answers it at once. */
const REQUEST_WAIT_MS = 10_000
/** The longest path a Unix socket can have on Linux (sun_path less its NUL). */
const SOCKET_PATH_MAX_BYTES = 107

/** The server did not give an archive: it refused, was not there, or stopped midway. */
export class BackupUnavailable extends Error {
  readonly _tag = "BackupUnavailable"
}

export interface BackupSocketDeps {
  /** Only the embedded database ("pglite") needs the socket. */
  readonly databaseKind: AppDatabase["kind"]
  /** DATA_DIR, where the socket is made. */
  readonly dataDir: string
  readonly store: EventStore
  readonly media: MediaStorage
  readonly log: Pick<Logger, "info" | "warn">
  /** Something to close with the server. */
  readonly onClose: (cleanup: () => Promise<void>) => void
}

/** Answers one connection: the request line, then the archive or a refusal. */
const answer = (deps: BackupSocketDeps, socket: Socket): void => {
  socket.on("error", () => undefined) // a client gone midway; the backup's own failure is logged below
  socket.setTimeout(REQUEST_WAIT_MS, () => socket.destroy())
  let received = ""
  const onData = (chunk: Buffer) => {
    received += chunk.toString("latin1")
    const end = received.indexOf("\n")
    if (end < 0 && received.length <= REQUEST_MAX_BYTES) return
    socket.off("data", onData)
    if (received.slice(0, end) !== REQUEST) {
      socket.end(`refused: this socket answers only "${REQUEST}"\n`)
      return
    }
    // Writing the events out may take a while before the first byte of the archive.
    socket.setTimeout(0)
    socket.write(`${ACCEPTED}\n`)
    writeBackup({ store: deps.store, media: deps.media }, socket).then(
      (summary) => deps.log.info({ events: summary.events, position: summary.lastPosition.toString() }, "Made a backup for the command line (npm run backup)"),
      (error: unknown) => {
        deps.log.warn({ err: error }, "A backup for the command line failed")
        socket.destroy()
      },
    )
  }
  socket.on("data", onData)
}

/**
 * On the embedded database, listens on DATA_DIR/backup.sock until the server closes. A socket
 * file left there is a stale one (this process holds the folder's lock), so it is replaced;
 * if the socket cannot be made, the server runs without it and says so.
 */
export const serveBackups = async (deps: BackupSocketDeps): Promise<void> => {
  if (deps.databaseKind !== "pglite") return
  const path = backupSocketPath(deps.dataDir)
  if (Buffer.byteLength(path) > SOCKET_PATH_MAX_BYTES) {
    deps.log.warn({ path }, "npm run backup cannot ask this server for an archive: DATA_DIR's path is too long for a socket; stop the server to back up")
    return
  }
  const stale = (() => {
    try {
      return lstatSync(path)
    } catch {
      return undefined
    }
  })()
  if (stale?.isSocket()) rmSync(path, { force: true })
  const connections = new Set<Socket>()
  const server: Server = createServer({ allowHalfOpen: true }, (socket) => {
    connections.add(socket)
    socket.once("close", () => connections.delete(socket))
    answer(deps, socket)
  })
  const listening = await new Promise<boolean>((resolve) => {
    server.once("error", (error) => {
      deps.log.warn({ err: error, path }, "npm run backup cannot ask this server for an archive: its socket could not be made")
      resolve(false)
    })
    server.listen(path, () => resolve(true))
  })
  if (!listening) return
  await chmod(path, 0o600)
  deps.onClose(async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    for (const socket of connections) socket.destroy()
    await closed
    rmSync(path, { force: true })
  })
}

/**
 * Asks the server listening at `path` for an archive and streams it into `destination`;
 * `onBytes` hears how much has arrived. Throws BackupUnavailable when no archive came.
 */
export const requestBackup = async (path: string, destination: Writable, onBytes?: (bytes: number) => void): Promise<void> => {
  const socket = await new Promise<Socket>((resolve, reject) => {
    const s = connect(path)
    s.once("connect", () => resolve(s))
    s.once("error", reject)
  })
  socket.write(`${REQUEST}\n`)
  let accepted = false
  let bytes = 0
  async function* archive(source: AsyncIterable<Buffer>) {
    let head = Buffer.alloc(0)
    for await (const chunk of source) {
      if (accepted) {
        bytes += chunk.length
        onBytes?.(bytes)
        yield chunk
        continue
      }
      head = Buffer.concat([head, chunk])
      const end = head.indexOf(0x0a)
      if (end < 0) {
        if (head.length > 512) throw new BackupUnavailable("The running server answered something that is not an archive.")
        continue
      }
      const line = head.subarray(0, end).toString("utf8")
      if (line !== ACCEPTED) throw new BackupUnavailable(`The running server did not make an archive (${line}).`)
      accepted = true
      const rest = head.subarray(end + 1)
      if (rest.length > 0) {
        bytes += rest.length
        yield rest
      }
    }
    if (!accepted) throw new BackupUnavailable("The running server closed the connection without making an archive.")
  }
  await pipeline(socket, archive, destination)
}
