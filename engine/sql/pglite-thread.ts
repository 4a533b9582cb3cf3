// The embedded database on a thread of its own. PGlite runs PostgreSQL inside the thread that
// calls it: every statement, and turning its answer into rows, would be the server's own
// thread's time, taken from sockets, pages and live games. Here it runs in a worker thread
// (pglite-worker.js) and this side only sends statements and receives rows, so on a machine
// with a second core the database's work runs beside the server's. That thread also keeps the
// queue for its one session (session-queue.js): statements sent by many users at once run
// back to back there, without a turn of this thread between them.
import { MessageChannel, Worker } from "node:worker_threads"

import type { Turn } from "./session-queue.js"

/** One statement for the session; its turn (who sent it, its lane, its hold on the session) is session-queue.js's. */
export interface Statement extends Turn {
  readonly sql: string
  readonly params: readonly unknown[]
}

export type ToDatabase =
  | { kind: "open"; dataDir: string | undefined }
  | ({ kind: "query"; id: number } & Statement)
  | { kind: "release"; user: number }
  | { kind: "close"; id: number }

export type FromDatabase =
  | { ready: true }
  | { ready: false; error: ErrorFields }
  | { id: number; rows: unknown[]; affectedRows?: number }
  | { id: number; closed: true }
  | { id: number; error: ErrorFields }
  /** The engine the thread compiled, for the process's later threads (see startWorker). */
  | { engine: WebAssembly.Module }

/** An error's message and fields (a database error's code, detail, constraint…). */
type ErrorFields = { message: string } & Record<string, unknown>

/** The error the database's thread reported, with the same fields, so callers read it as PGlite's. */
const errorFrom = (fields: ErrorFields): Error => Object.assign(new Error(fields.message), fields)

/** How long one turn of the loop may go on handing out answers (see PGliteThread.#overBudget). */
const TURN_BUDGET_MS = 20

/**
 * A thread started before its folder is known: it loads and compiles the engine meanwhile (see
 * pglite-worker.js), and the next PGliteThread takes it. Idle, it does not keep the process alive.
 */
let spare: Worker | undefined

/**
 * PostgreSQL's WebAssembly as the process's first thread compiled it. Compiling it costs seconds of
 * processor time (V8 compiles it twice: quickly to start, then optimised in the background), and
 * a process that opens many databases (the test suites open hundreds) paid that at every one; a
 * compiled module handed to another thread of the process shares its compiled code.
 */
let compiledEngine: WebAssembly.Module | undefined

// None of the process's own flags: the thread is plain JavaScript and needs no loader, and some (an
// evaluated script's --input-type) would stop it from starting.
const startWorker = () => {
  const worker = new Worker(new URL("./pglite-worker.js", import.meta.url), { execArgv: [], workerData: { engine: compiledEngine } })
  if (!compiledEngine) {
    const keep = (message: FromDatabase) => {
      if (!("engine" in message)) return
      compiledEngine ??= message.engine
      worker.off("message", keep)
    }
    worker.on("message", keep)
  }
  return worker
}

/**
 * Starts the embedded database's thread now, so it compiles PostgreSQL's WebAssembly while the
 * caller loads the rest of its modules; the next `new PGliteThread(folder)` opens the folder on it.
 */
export const prepareEmbeddedDatabase = (): void => {
  if (spare) return
  const worker = startWorker()
  worker.unref()
  // One that fails before it is taken is dropped: the next PGliteThread starts its own, which reports the failure.
  const drop = () => {
    if (spare === worker) spare = undefined
  }
  worker.on("error", drop).on("exit", drop)
  spare = worker
}

interface Waiting {
  resolve: (value: FromDatabase) => void
  reject: (error: Error) => void
}

export class PGliteThread {
  readonly waitReady: Promise<void>
  #closed = false
  #stopped: Error | undefined
  #nextId = 0
  #nextUser = 0
  readonly #waiting = new Map<number, Waiting>()
  readonly #worker: Worker

  /** `dataDir`: the database's folder; absent, it lives in memory. */
  constructor(dataDir?: string) {
    this.#worker = spare ?? startWorker()
    spare = undefined
    // Kept alive until ready (see below); the open is the thread's first message.
    this.#worker.ref()
    this.#worker.postMessage({ kind: "open", dataDir } satisfies ToDatabase)
    this.waitReady = new Promise<void>((resolve, reject) => {
      const onReady = (message: FromDatabase) => {
        if (!("ready" in message)) return
        this.#worker.off("message", onReady)
        // Ready and idle, the thread does not keep the process alive; a statement in flight does (see #send).
        if (this.#waiting.size === 0) this.#worker.unref()
        if (message.ready) resolve()
        else reject(errorFrom(message.error))
      }
      this.#worker.on("message", onReady)
      this.#worker.once("exit", () => reject(this.#stopped ?? new Error("The embedded database's thread stopped before it was ready")))
    })
    // Whoever opens the database awaits this; unheard here, a failed start would also be an unhandled rejection.
    this.waitReady.catch(() => undefined)
    this.#worker.on("message", (message: FromDatabase) => {
      if ("id" in message) this.#receive(message, false)
    })
    this.#later.port1.on("message", (id: number) => {
      const message = this.#held.get(id)
      this.#held.delete(id)
      if (message) this.#receive(message, true)
    })
    this.#later.port1.unref()
    this.#worker.on("error", (error) => {
      this.#stopped = new Error(`The embedded database's thread failed: ${error.message}`, { cause: error })
    })
    this.#worker.on("exit", (code) => {
      this.#closed = true
      this.#stopped ??= new Error(`The embedded database's thread stopped (exit code ${code})`)
      for (const waiting of this.#waiting.values()) waiting.reject(this.#stopped)
      this.#waiting.clear()
    })
  }

  /**
   * The thread answers a burst of statements at once, and the port hands every answer over in
   * one turn of the loop, each going on to its user's next step (microtasks) before the next
   * answer: a hundred live games' appends answered together would go on to a hundred games'
   * updates without a timer, a socket or a page getting a turn. Past TURN_BUDGET_MS of one
   * turn, answers are held and sent round again through #later, a channel to this thread,
   * which hands them over in a later turn (the same way, so again with the budget).
   */
  #turnStartedAt = 0
  readonly #later = new MessageChannel()
  readonly #held = new Map<number, Extract<FromDatabase, { id: number }>>()

  #receive(message: Extract<FromDatabase, { id: number }>, held: boolean): void {
    // Answers arriving while others are held queue behind them.
    if (this.#overBudget() || (!held && this.#held.size > 0)) {
      this.#held.set(message.id, message)
      this.#later.port2.postMessage(message.id)
    } else this.#deliver(message)
  }

  /** Whether this turn of the loop has gone on past the budget since its first answer. */
  #overBudget(): boolean {
    const now = performance.now()
    if (this.#turnStartedAt === 0) {
      this.#turnStartedAt = now
      setImmediate(() => (this.#turnStartedAt = 0))
      return false
    }
    return now - this.#turnStartedAt > TURN_BUDGET_MS
  }

  #deliver(message: Extract<FromDatabase, { id: number }>): void {
    const waiting = this.#waiting.get(message.id)
    if (!waiting) return
    this.#waiting.delete(message.id)
    if (this.#waiting.size === 0) this.#worker.unref()
    if ("error" in message) waiting.reject(errorFrom(message.error))
    else waiting.resolve(message)
  }

  /** A new user of the session (a Kysely connection). */
  user(): number {
    return this.#nextUser++
  }

  async run<R>(statement: Statement): Promise<{ rows: R[]; affectedRows?: number }> {
    const answer = await this.#send({ kind: "query", id: this.#nextId++, ...statement })
    if (!("rows" in answer)) throw new Error("The embedded database answered a statement without rows")
    return { rows: answer.rows as R[], ...(answer.affectedRows !== undefined ? { affectedRows: answer.affectedRows } : {}) }
  }

  /** A user let go of the session while its transaction was open: the thread rolls it back. */
  release(user: number): void {
    if (!this.#closed) this.#worker.postMessage({ kind: "release", user } satisfies ToDatabase)
  }

  async close(): Promise<void> {
    if (this.#closed) return
    try {
      await this.#send({ kind: "close", id: this.#nextId++ })
    } finally {
      this.#closed = true
      this.#later.port1.close()
      await this.#worker.terminate()
    }
  }

  #send(message: Extract<ToDatabase, { id: number }>): Promise<FromDatabase> {
    if (this.#closed) return Promise.reject(this.#stopped ?? new Error("The embedded database is closed"))
    return new Promise<FromDatabase>((resolve, reject) => {
      if (this.#waiting.size === 0) this.#worker.ref()
      this.#waiting.set(message.id, { resolve, reject })
      this.#worker.postMessage(message)
    })
  }
}
