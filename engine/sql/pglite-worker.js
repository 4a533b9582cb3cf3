// @ts-check
/* global Blob, URL, WebAssembly -- Node.js's own */
// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs its
// statements here, so the server's thread does not spend its turns inside the database, and
// the statements queued for the one session run one after another without waiting for the
// server's thread to hand it on (pglite-thread.ts talks to this one; session-queue.js decides
// who goes next). Plain JavaScript: a worker starts without the TypeScript loader, whichever
// way the server was started.
import { readFile } from "node:fs/promises"
import { parentPort, workerData } from "node:worker_threads"

import { PGlite } from "@electric-sql/pglite"

import { SessionQueue } from "./session-queue.js"

/** @typedef {import("./pglite-thread.ts").ToDatabase} ToDatabase */
/** @typedef {import("./pglite-thread.ts").FromDatabase} FromDatabase */
/** @typedef {Extract<ToDatabase, { kind: "query" }>} Statement */

const port = parentPort
if (!port) throw new Error("pglite-worker.js runs as a worker thread")

/**
 * The thread may start before the server knows its folder (see prepareEmbeddedDatabase): the
 * engine's WebAssembly is compiled and its file bundle read meanwhile, so opening the folder is
 * all that is left when the "open" message comes.
 */
/** @type {WebAssembly.Module | undefined} compiled by an earlier thread of this process (pglite-thread.ts) */
const given = workerData?.engine
const engine = Promise.all([
  given ??
    readFile(new URL(import.meta.resolve("@electric-sql/pglite/pglite.wasm")))
      .then((bytes) => WebAssembly.compile(bytes))
      .then((compiled) => {
        // For the process's later threads: they start from this thread's compiled code.
        port.postMessage({ engine: compiled })
        return compiled
      }),
  readFile(new URL(import.meta.resolve("@electric-sql/pglite/pglite.data"))).then((bytes) => new Blob([bytes])),
])
// Read by the open below; unheard until then, a failure would end the thread before it could be reported.
engine.catch(() => undefined)

/** @type {PGlite | undefined} */
let pglite
/** Settles once the database opened (or failed to); set by the "open" message, which comes first. */
let ready = Promise.resolve()

/** @param {string | undefined} dataDir */
const open = async (dataDir) => {
  const [pgliteWasmModule, fsBundle] = await engine
  pglite = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    pgliteWasmModule,
    fsBundle,
    // Its shared memory is zero-filled as it is mapped (memset in WebAssembly not yet optimised):
    // with the default 128 MB buffer pool, a third of the thread's start. 32 MB holds a homestead's tables.
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"],
    // int8 as bigint, so positions never lose precision.
    parsers: { 20: (/** @type {string} */ v) => BigInt(v) },
  })
  await pglite.waitReady
}

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
        if (!pglite) throw new Error("The embedded database was not opened")
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

port.on("message", (/** @type {ToDatabase} */ message) => {
  if (message.kind === "open") {
    ready = open(message.dataDir).then(
      () => post({ ready: true }),
      (error) => post({ ready: false, error: fieldsOf(error) }),
    )
    return
  }
  if (message.kind === "close") {
    // Statements still queued are dropped: closing is the owner's last word.
    void ready
      .then(() => pglite?.close())
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
