// The API's refusals in the visitor's language, through the real HTTP stack: a message that takes values (a
// limit with its number) comes back in Spanish when the request asks for it (Accept-Language, or the remembered
// choice), with the same values, and in English, the product's words, otherwise.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { SEARCH_QUERY_MAX } from "#schemas/api/search.ts"
import { es } from "#schemas/i18n/es.ts"
import * as Messages from "#schemas/messages.ts"

import type { TestServer } from "../support/test-server.ts"
import { call, serverModes } from "./servers.ts"

describe.each(serverModes)("the API's messages in the request's language on $name", (mode) => {
  let server: TestServer
  const tooLong = `/api/search?q=${"a".repeat(SEARCH_QUERY_MAX + 1)}`

  beforeAll(async () => {
    server = await mode.start()
  })
  afterAll(async () => {
    await server.dispose()
  })

  it("says a refusal with a value in Spanish when the request asks for Spanish", async () => {
    for (const headers of [{ "accept-language": "es-ES,es;q=0.9,en;q=0.5" }, { cookie: "lang=es" }] as Record<string, string>[]) {
      const answer = await call(server, "GET", tooLong, { headers })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe(es.public.searchQueryTooLong(SEARCH_QUERY_MAX))
      expect(answer.body.message).not.toBe(Messages.searchQueryTooLong(SEARCH_QUERY_MAX))
    }
    const fixed = await call(server, "GET", "/api/search", { headers: { "accept-language": "es" } })
    expect(fixed.body.message).toBe(es.public.searchQueryRequired)
  })

  it("says a refusal to the owner's API in Spanish: a token that is not valid", async () => {
    const unknown = { authorization: `Bearer hst_${"A".repeat(43)}` }
    const spanish = await call(server, "GET", "/api/posts/owner", { headers: { ...unknown, "accept-language": "es" } })
    expect(spanish.status).toBe(401)
    expect(spanish.body.message).toBe(es.dashboard.apiTokenNotValid)
    expect((await call(server, "GET", "/api/posts/owner", { headers: unknown })).body.message).toBe(Messages.apiTokenNotValid)
  })

  it("says each problem of a refused request in Spanish, keeping the API's prefix and fields", async () => {
    const body = { username: "short-password-player", password: "short" }
    const english = await call(server, "POST", "/api/quiz/register", { body })
    expect(english.status).toBe(400)
    expect(english.body.message).toBe(`Invalid request: "password": ${Messages.passwordTooShort}`)
    const spanish = await call(server, "POST", "/api/quiz/register", { body, headers: { "accept-language": "es" } })
    expect(spanish.status).toBe(400)
    expect(spanish.body.message).toBe(`Invalid request: "password": ${es.accounts.passwordTooShort}`)
  })

  it("says what the server answers before a handler reads the request in Spanish: a body too large, no such endpoint", async () => {
    // Over the 1 MiB an API request may send where no feature sets its own limit.
    const big = JSON.stringify({ q: "a".repeat(1 << 20) })
    for (const [headers, message] of [
      [{}, Messages.requestTooLarge("1 MiB")],
      [{ "accept-language": "es" }, es.answers.requestTooLarge("1 MiB")],
    ] as const) {
      const answer = await fetch(`${server.url}/api/search`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: big })
      expect(answer.status).toBe(413)
      expect(((await answer.json()) as { message: string }).message).toBe(message)
    }
    const missing = await call(server, "GET", "/api/no/such/thing", { headers: { "accept-language": "es" } })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe(es.answers.noApiEndpoint("GET", "/api/no/such/thing"))
  })

  it("keeps the product's English words without a request for another language", async () => {
    for (const headers of [{}, { "accept-language": "en-GB,en;q=0.9" }] as Record<string, string>[]) {
      const answer = await call(server, "GET", tooLong, { headers })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe(Messages.searchQueryTooLong(SEARCH_QUERY_MAX))
    }
  })
})
