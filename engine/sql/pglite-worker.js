// @ts-check
// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs its
// statements here, so the server's thread does not spend its turns inside the database, and
// the statements queued for the one session run one after another without waiting for the
// server's thread to hand it on (pglite-thread.ts talks to this one; session-queue.js decides
// who goes next). Plain JavaScript: a worker starts without the TypeScript loader, whichever
// way the server was started.
import { parentPort, workerData } from "node:worker_threads"

import { PGlite } from "@electric-sql/pglite"

import { SessionQueue } from "./session-queue.js"

/** @typedef {import("./pglite-thread.ts").ToDatabase} ToDatabase */
/** @typedef {import("./pglite-thread.ts").FromDatabase} FromDatabase */
/** @typedef {Extract<ToDatabase, { kind: "query" }>} Statement */

const port = parentPort
if (!port) throw new Error("pglite-worker.js runs as a worker thread")

/** @type {{ dataDir?: string }} */
const options = workerData ?? {}

const pglite = new PGlite({
  ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  // int8 as bigint, so positions never lose precision.
  parsers: { 20: (/** @type {string} */ v) => BigInt(v) },
})

/** @param {FromDatabase} message */
const post = (message) => port.postMessage(message)

/**
 * An error's own fields (code, detail, constraint…): a cloned Error would keep only its message.
 * Plain values only, so the answer always clones (the failed statement's parameters stay here).
 */
const fieldsOf = (/** @type {unknown} */ error) => {
  if (!(error instanceof Error)) return { message: String(error) }
  /** @type {{ message: string } & Record<string, unknown>} */
  const fields = { message: error.message, name: error.name }
  for (const [key, value] of Object.entries(error)) {
    if (["string", "number", "boolean", "bigint"].includes(typeof value)) fields[key] = value
  }
  return fields
}

/** @type {SessionQueue<Statement>} */
const queue = new SessionQueue()
let running = false

/** Runs what the queue hands out until it has nothing to run now. */
const pump = async () => {
  if (running) return
  running = true
  try {
    for (let turn = queue.next(); turn; turn = queue.next()) {
      let succeeded = false
      try {
        const result = await pglite.query(turn.sql, [...turn.params])
        succeeded = true
        post({ id: turn.id, rows: result.rows, ...(result.affectedRows !== undefined ? { affectedRows: result.affectedRows } : {}) })
      } catch (error) {
        post({ id: turn.id, error: fieldsOf(error) })
      }
      queue.ran(turn, succeeded)
    }
  } finally {
    running = false
  }
}

const ready = pglite.waitReady.then(
  () => post({ ready: true }),
  (error) => post({ ready: false, error: fieldsOf(error) }),
)

port.on("message", (/** @type {ToDatabase} */ message) => {
  if (message.kind === "close") {
    // Statements still queued are dropped: closing is the owner's last word.
    void ready
      .then(() => pglite.close())
      .then(
        () => post({ id: message.id, closed: true }),
        (error) => post({ id: message.id, error: fieldsOf(error) }),
      )
    return
  }
  if (message.kind === "release") {
    // A user let go inside its transaction (it should have ended it): rolled back, so the session is free.
    if (queue.holder === message.user) {
      queue.push({ kind: "query", id: -1, user: message.user, urgent: true, sql: "ROLLBACK", params: [], ends: true })
      void pump()
    }
    return
  }
  queue.push(message)
  void ready.then(pump)
})
