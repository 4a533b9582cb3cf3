// Prometheus metrics (prom-client), one registry per server so two servers in one process
// keep their own. What an operator watches: requests by route and status with durations,
// the event store's head and each read model's lag behind it, live games and sockets, the
// event loop's delay (prom-client's defaults), calls to the AI provider, and how long a live
// game's steps take from the decision to every player's socket.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client"

export interface MetricsSources {
  /** The store's last position. */
  readonly storeHead: () => Promise<bigint>
  /** Events in (after, upTo]; positions are not dense. */
  readonly eventsBetween: (after: bigint, upTo: bigint) => Promise<number>
  /** Each read model's checkpoint. */
  readonly checkpoints: () => Record<string, bigint>
  readonly sockets: () => number
}

export type AiCallKind = "quiz" | "quiz_check" | "coach" | "recipe_import"
export type AiCallOutcome = "ok" | "failed"

export class Metrics {
  readonly registry = new Registry()
  readonly #requests: Counter<"method" | "route" | "status">
  readonly #duration: Histogram<"method" | "route">
  readonly #aiCalls: Counter<"kind" | "outcome">
  readonly #liveUpdates: Histogram<"update">
  #liveGames: () => number = () => 0

  constructor(sources: MetricsSources) {
    const registers = [this.registry]
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- a gauge's collect() has its own `this`
    const metrics = this
    collectDefaultMetrics({ register: this.registry, prefix: "homestead_" })
    this.#requests = new Counter({
      name: "homestead_http_requests_total",
      help: "HTTP requests answered, by route template and status",
      labelNames: ["method", "route", "status"],
      registers,
    })
    this.#duration = new Histogram({
      name: "homestead_http_request_duration_seconds",
      help: "Time to answer an HTTP request, by route template",
      labelNames: ["method", "route"],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    })
    this.#aiCalls = new Counter({
      name: "homestead_ai_calls_total",
      help: "Calls to the AI provider, by use and outcome",
      labelNames: ["kind", "outcome"],
      registers,
    })
    this.#liveUpdates = new Histogram({
      name: "homestead_live_update_delay_seconds",
      help: "From a live game's step being decided to this server handing its update to every player's socket, by update",
      labelNames: ["update"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.25, 0.5, 1, 2.5],
      registers,
    })
    let head = 0n
    new Gauge({
      name: "homestead_event_store_head",
      help: "Position of the last event in the store",
      registers,
      async collect() {
        head = await sources.storeHead()
        this.set(Number(head))
      },
    })
    new Gauge({
      name: "homestead_read_model_lag_events",
      help: "How far each read model is behind the event store's head",
      labelNames: ["read_model"],
      registers,
      async collect() {
        // Reads the head the gauge above collected in this same scrape (registered first).
        for (const [name, position] of Object.entries(sources.checkpoints()))
          this.set({ read_model: name }, position >= head ? 0 : await sources.eventsBetween(position, head))
      },
    })
    new Gauge({
      name: "homestead_live_games",
      help: "Live games running on this server",
      registers,
      collect() {
        this.set(metrics.#liveGames())
      },
    })
    new Gauge({
      name: "homestead_sockets_connected",
      help: "socket.io connections open on this server",
      registers,
      collect() {
        this.set(sources.sockets())
      },
    })
  }

  /** Where the live-games gauge reads how many games run here (the live-game feature, once it is made). */
  countLiveGames(count: () => number): void {
    this.#liveGames = count
  }

  request(method: string, route: string, status: number, seconds: number): void {
    this.#requests.inc({ method, route, status: String(status) })
    this.#duration.observe({ method, route }, seconds)
  }

  aiCall(kind: AiCallKind, outcome: AiCallOutcome): void {
    this.#aiCalls.inc({ kind, outcome })
  }

  liveUpdate(update: string, seconds: number): void {
    this.#liveUpdates.observe({ update }, seconds)
  }
}
