// The error contract of every endpoint, checked on a small API built like HomesteadApi:
// bad input → 400 naming the field, declared errors → their status, the engine's domain
// errors → their kind's status (declared or not), a database out of reach → 503 STORE_UNAVAILABLE with Retry-After, unknown
// paths → 404, defects → 500; always JSON `{ message, code? }`.
import { HttpApi, HttpApiBuilder, HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { Effect, Layer, Schema } from "effect"
import { afterAll, describe, expect, it } from "vitest"

import { answerUnhandled } from "#api/platform/http/unhandled.ts"
import { Missing, NotAllowed } from "#engine/domain-errors.ts"
import { StoreUnavailable } from "#engine/store-unavailable.ts"
import * as Messages from "#schemas/messages.ts"

import { Conflict, describeIssues, Forbidden, TooManyRequests } from "./errors.ts"
import { attempt, Refusal } from "./refusals.ts"

const Login = Schema.Struct({
  username: Schema.String.pipe(Schema.minLength(1, { message: () => "Please enter a username" })),
  number: Schema.Number,
})

const Group = HttpApiGroup.make("sample")
  .add(
    HttpApiEndpoint.post("login", "/login")
      .setPayload(Login)
      .addSuccess(Schema.Struct({ ok: Schema.Boolean })),
  )
  .add(
    HttpApiEndpoint.get("item", "/items/:id")
      .setPath(Schema.Struct({ id: Schema.NumberFromString }))
      .addSuccess(Schema.String),
  )
  .add(HttpApiEndpoint.get("conflict", "/conflict").addError(Conflict).addError(TooManyRequests).addError(Forbidden))
  .add(HttpApiEndpoint.get("domain", "/domain").addError(Refusal.NotAllowed))
  .add(HttpApiEndpoint.get("undeclared", "/undeclared"))
  .add(HttpApiEndpoint.get("defect", "/defect"))
  .add(HttpApiEndpoint.get("unavailable", "/unavailable"))
  .add(HttpApiEndpoint.get("aiDown", "/ai-down"))

const SampleApi = HttpApi.make("sample").add(Group).prefix("/api")

const handlers = HttpApiBuilder.group(SampleApi, "sample", (h) =>
  h
    .handle("login", () => Effect.succeed({ ok: true }))
    .handle("item", ({ path }) => Effect.succeed(`item ${path.id}`))
    .handle("conflict", () => Effect.fail(new Conflict({ message: "Category already exists", code: "EXISTS" })))
    .handle("domain", () => attempt(() => Promise.reject(new NotAllowed("You must be a Quiz Game admin to access this area.")), NotAllowed))
    .handle("undeclared", () => attempt(() => Promise.reject(new Missing("That quiz does not exist.", "GONE"))))
    .handle("defect", () => Effect.die(new Error("boom")))
    // As a handler meets it: a read-model query or an append rejecting inside Effect.promise.
    .handle("unavailable", () =>
      Effect.promise(() =>
        Promise.reject(new StoreUnavailable("the PostgreSQL database", { cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }) })),
      ),
    )
    // Another service's network failure is not the database's.
    .handle("aiDown", () => Effect.die(new Error("fetch failed", { cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }) }))),
)

const { handler, dispose } = HttpApiBuilder.toWebHandler(
  Layer.mergeAll(
    HttpApiBuilder.api(SampleApi).pipe(Layer.provide(handlers)),
    HttpApiBuilder.middleware(SampleApi, answerUnhandled),
    NodeHttpServer.layerContext,
  ),
)
afterAll(() => dispose())

const call = async (path: string, init?: RequestInit) => {
  const response = await handler(new Request(`http://localhost${path}`, init))
  return { status: response.status, type: response.headers.get("content-type"), retryAfter: response.headers.get("retry-after"), body: await response.json() }
}
const post = (body: string) => call("/api/login", { method: "POST", body, headers: { "content-type": "application/json" } })

describe("error answers", () => {
  it("lets good input through", async () => {
    expect(await post(JSON.stringify({ username: "ann", number: 3 }))).toMatchObject({ status: 200, body: { ok: true } })
  })

  it("answers 400 naming a missing field", async () => {
    const { status, body } = await post(JSON.stringify({ number: 3 }))
    expect(status).toBe(400)
    expect(body).toEqual({ message: 'Invalid request: "username": is missing' })
  })

  it("answers 400 naming a field of the wrong type", async () => {
    const { status, body } = await post(JSON.stringify({ username: "ann", number: "ten" }))
    expect(status).toBe(400)
    expect(body).toEqual({ message: 'Invalid request: "number": Expected number, actual "ten"' })
  })

  it("uses a schema's own message", async () => {
    const { status, body } = await post(JSON.stringify({ username: "", number: 1 }))
    expect(status).toBe(400)
    expect(body).toEqual({ message: 'Invalid request: "username": Please enter a username' })
  })

  it("answers 400 for a body that is not JSON", async () => {
    expect(await post("{not json")).toMatchObject({ status: 400, body: { message: "The request body could not be read (is it valid JSON?)" } })
  })

  it("answers 400 for a bad path parameter", async () => {
    const { status, body } = await call("/api/items/abc")
    expect(status).toBe(400)
    expect(body.message).toMatch(/^Invalid request: "id": /)
  })

  it("encodes declared errors with their status", async () => {
    const { status, body } = await call("/api/conflict")
    expect(status).toBe(409)
    expect(body).toMatchObject({ message: "Category already exists", code: "EXISTS" })
  })

  it("maps an engine DomainError to its status", async () => {
    expect(await call("/api/domain")).toMatchObject({
      status: 403,
      body: { message: "You must be a Quiz Game admin to access this area." },
    })
  })

  // Also when an HTTP error class of the same status is declared: a domain error must not be taken for it.
  it("answers a declared domain error as `{ message, code? }` alone", async () => {
    expect((await call("/api/domain")).body).toEqual({ message: "You must be a Quiz Game admin to access this area." })
  })

  it("answers a domain error its endpoint does not declare with its status", async () => {
    expect(await call("/api/undeclared")).toEqual({
      status: 404,
      type: "application/json",
      retryAfter: null,
      body: { message: "That quiz does not exist.", code: "GONE" },
    })
  })

  it("lists each endpoint's declared errors in the OpenAPI document, domain refusals included", () => {
    const spec = OpenApi.fromApi(SampleApi)
    expect(Object.keys(spec.paths["/api/domain"]!.get!.responses)).toContain("403")
    expect(Object.keys(spec.paths["/api/conflict"]!.get!.responses)).toEqual(expect.arrayContaining(["409", "429"]))
    expect(Object.keys(spec.paths["/api/undeclared"]!.get!.responses)).not.toContain("404")
  })

  it("answers 503 STORE_UNAVAILABLE with Retry-After when the database does not answer", async () => {
    expect(await call("/api/unavailable")).toEqual({
      status: 503,
      type: "application/json",
      retryAfter: "5",
      body: { message: Messages.storeUnavailable, code: "STORE_UNAVAILABLE" },
    })
    expect((await call("/api/ai-down")).status).toBe(500)
  })

  it("answers 404 JSON for an unknown path", async () => {
    expect(await call("/api/nothing/here")).toMatchObject({ status: 404, type: "application/json", body: { message: "No API endpoint GET /api/nothing/here" } })
  })

  it("answers 500 JSON for a defect without leaking it", async () => {
    const { status, body } = await call("/api/defect")
    expect(status).toBe(500)
    expect(body).toEqual({ message: "Internal server error" })
  })
})

describe("describeIssues", () => {
  it("names nested fields with dots and drops duplicates", () => {
    const issue = { path: ["options", 2], message: "Expected string, actual 1" }
    expect(describeIssues([issue, issue])).toBe('Invalid request: "options.2": Expected string, actual 1')
  })
})
