// Single sign-on against a real OpenID provider started here (test/support/openid-provider.ts),
// through the real HTTP stack on PGlite and on PostgreSQL: the owner and players sign in there,
// a player links an existing account, and every bad answer (refused at the provider, an ID
// token for another audience, expired, with another nonce, a state that is not the flow's)
// comes back to the sign-in screen with its plain reason and signs nobody in.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { SINGLE_SIGN_ON_ERRORS } from "#schemas/api/single-sign-on.ts"
import * as Messages from "#schemas/messages.ts"
import { SIGN_IN_FAILURES } from "#schemas/sign-in-limits.ts"

import { CLIENT_ID, CLIENT_SECRET, CookieJar, type OpenIdProvider, startOpenIdProvider } from "../support/openid-provider.ts"
import type { TestServer } from "../support/test-server.ts"
import { bearer, call, serverModes } from "./servers.ts"

const people = {
  olive: { preferred_username: "olive", groups: ["homestead-owners"] },
  ana: { preferred_username: "ana", email: "ana@example.org", email_verified: true, groups: ["quiz-admins"] },
  bo: { preferred_username: "bo-player", groups: [] },
  carl: { preferred_username: "carl-elsewhere", groups: [] },
  dee: { preferred_username: "dee", groups: [] },
}

const ssoEnv = (provider: OpenIdProvider) => ({
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: CLIENT_ID,
  OIDC_CLIENT_SECRET: CLIENT_SECRET,
  OIDC_PROVIDER_NAME: "Test ID",
  OIDC_OWNER_CLAIM: "groups=homestead-owners",
  OIDC_QUIZ_ADMIN_CLAIM: "groups=quiz-admins",
})

/** A browser at the site: its cookies kept, redirects not followed. */
const browserAt = (server: TestServer) => {
  const jar = new CookieJar()
  const go = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(path, server.url), {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header },
    })
    jar.take(response)
    return response
  }
  return { jar, go }
}

/** Where the callback sends the browser back to, as a path with its query. */
const landing = (response: Response) => {
  expect(response.status).toBe(302)
  const url = new URL(response.headers.get("location")!, "http://site")
  return `${url.pathname}${url.search}`
}

describe.each(serverModes)("single sign-on on $name", (mode) => {
  let provider: OpenIdProvider
  let server: TestServer

  beforeAll(async () => {
    provider = await startOpenIdProvider(people)
    server = await mode.start(ssoEnv(provider))
    provider.register(`${server.url}/api/sso/callback`)
  })
  afterAll(async () => {
    await server?.dispose()
    await provider?.close()
  })

  /** Starts a flow in a browser, signs in at the provider, and comes back: the callback's answer. */
  const signInThere = async (browser: ReturnType<typeof browserAt>, start: Response, subject: string, options: { deny?: boolean } = {}) => {
    expect(start.status).toBe(302)
    const back = await provider.signIn(start.headers.get("location")!, subject, options)
    expect(back.pathname).toBe("/api/sso/callback")
    return browser.go(`${back.pathname}${back.search}`)
  }

  const playerSignIn = async (subject: string) => {
    const browser = browserAt(server)
    const back = await signInThere(browser, await browser.go("/api/sso/start?for=player"), subject)
    expect(landing(back)).toBe("/quizgame?sso=signed-in")
    const session = await browser.go("/api/sso/session", { method: "POST" })
    expect(session.status).toBe(200)
    return (await session.json()) as { id: string; username: string; is_admin: boolean; token: string; email: string | null }
  }

  it("tells the sign-in screens what to show", async () => {
    const settings = await call(server, "GET", "/api/sso")
    expect(settings.body).toEqual({ provider: "Test ID", owner: true, passwordSignIn: true })
  })

  it("signs a new player in with an account named from the provider, the same account next time", async () => {
    const first = await playerSignIn("ana")
    expect(first).toMatchObject({ username: "ana", email: "ana@example.org", is_admin: true })
    const scoreboard = await call(server, "GET", "/api/sso/link", { headers: bearer(first.token) })
    expect(scoreboard.body).toEqual({ linked: true })
    const again = await playerSignIn("ana")
    expect(again.id).toBe(first.id)
  })

  it("gives a taken name a number, and makes no admin without the claim", async () => {
    const registered = await call(server, "POST", "/api/quiz/register", { body: { username: "dee", password: "password-of-dee" } })
    expect(registered.status).toBe(200)
    const dee = await playerSignIn("dee")
    expect(dee.id).not.toBe(registered.body.id)
    expect(dee).toMatchObject({ username: "dee2", is_admin: false })
  })

  it("hands the player's token over once", async () => {
    const browser = browserAt(server)
    await signInThere(browser, await browser.go("/api/sso/start?for=player"), "bo")
    expect((await browser.go("/api/sso/session", { method: "POST" })).status).toBe(200)
    const twice = await browser.go("/api/sso/session", { method: "POST" })
    expect(twice.status).toBe(401)
    expect(await twice.json()).toMatchObject({ message: Messages.singleSignOnExpired })
  })

  it("signs the owner in to the dashboard, and nobody without the owner's claim", async () => {
    const browser = browserAt(server)
    const back = await signInThere(browser, await browser.go("/api/sso/start?for=owner"), "olive")
    expect(landing(back)).toBe("/dashboard/10644?sso=signed-in")
    const me = await browser.go("/api/dashboard/me")
    expect(me.status).toBe(200)

    const stranger = browserAt(server)
    const refused = await signInThere(stranger, await stranger.go("/api/sso/start?for=owner"), "bo")
    expect(landing(refused)).toBe("/dashboard/10644?sso_error=not-owner")
    expect((await stranger.go("/api/dashboard/me")).status).toBe(401)
  })

  const register = async (username: string) => {
    const registered = await call(server, "POST", "/api/quiz/register", { body: { username, password: `password-of-${username}` } })
    expect(registered.status).toBe(200)
    return registered.body as { id: string; token: string }
  }

  /** A signed-in player links their account to `subject` at the provider: where they land. */
  const linkThere = async (token: string, subject: string) => {
    const browser = browserAt(server)
    const asked = await browser.go("/api/sso/link", { method: "POST", headers: bearer(token) })
    expect(asked.status).toBe(200)
    const back = await provider.signIn(((await asked.json()) as { url: string }).url, subject)
    return landing(await browser.go(`${back.pathname}${back.search}`))
  }

  it("links a player's existing account, which the provider then signs in; nobody else can link it", async () => {
    const carl = await register("carl")
    expect((await call(server, "GET", "/api/sso/link", { headers: bearer(carl.token) })).body).toEqual({ linked: false })
    expect(await linkThere(carl.token, "carl")).toBe("/quizgame/quizprofile?sso=linked")
    expect((await call(server, "GET", "/api/sso/link", { headers: bearer(carl.token) })).body).toEqual({ linked: true })
    expect((await playerSignIn("carl")).id).toBe(carl.id)

    const eve = await register("eve")
    expect(await linkThere(eve.token, "carl")).toBe("/quizgame/quizprofile?sso_error=taken")
    expect((await call(server, "GET", "/api/sso/link", { headers: bearer(eve.token) })).body).toEqual({ linked: false })
  })

  it("unlinks, after which the provider's sign-in no longer reaches the account", async () => {
    const gus = await register("gus")
    expect(await linkThere(gus.token, "olive")).toBe("/quizgame/quizprofile?sso=linked")
    const unlinked = await call(server, "DELETE", "/api/sso/link", { headers: bearer(gus.token) })
    expect(unlinked.body).toEqual({ message: Messages.singleSignOnUnlinked })
    expect((await call(server, "GET", "/api/sso/link", { headers: bearer(gus.token) })).body).toEqual({ linked: false })
    expect((await playerSignIn("olive")).id).not.toBe(gus.id)
    const again = await call(server, "DELETE", "/api/sso/link", { headers: bearer(gus.token) })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ message: Messages.singleSignOnNotLinked })
  })

  /** Starts a player's flow and signs in at the provider: where the browser lands and whether it can take a token. */
  const refusedSignIn = async (subject: string, options: { deny?: boolean } = {}) => {
    const browser = browserAt(server)
    const back = await signInThere(browser, await browser.go("/api/sso/start?for=player"), subject, options)
    return { landed: landing(back), session: (await browser.go("/api/sso/session", { method: "POST" })).status }
  }

  it("comes back with a plain reason when the person refuses at the provider", async () => {
    expect(await refusedSignIn("dee", { deny: true })).toEqual({ landed: "/quizgame?sso_error=denied", session: 401 })
    expect(SINGLE_SIGN_ON_ERRORS.denied).toBe(Messages.singleSignOnDenied)
  })

  it.each([
    ["for another audience", (claims: Record<string, unknown>) => ({ ...claims, aud: "another-site" })],
    ["expired", (claims: Record<string, unknown>) => ({ ...claims, iat: Number(claims["iat"]) - 7200, exp: Number(claims["iat"]) - 3600 })],
    ["with another nonce", (claims: Record<string, unknown>) => ({ ...claims, nonce: "not-the-flows-nonce" })],
  ])("refuses an ID token %s", async (_, tamper) => {
    provider.tamper = tamper
    try {
      expect(await refusedSignIn("dee")).toEqual({ landed: "/quizgame?sso_error=failed", session: 401 })
    } finally {
      provider.tamper = undefined
    }
  })

  it("refuses an answer whose state is not the flow's, and one without the flow's cookie", async () => {
    const browser = browserAt(server)
    const start = await browser.go("/api/sso/start?for=player")
    const back = await provider.signIn(start.headers.get("location")!, "dee")
    const forged = new URL(back)
    forged.searchParams.set("state", "a-state-of-another-flow")
    expect(landing(await browser.go(`${forged.pathname}${forged.search}`))).toBe("/quizgame?sso_error=failed")

    const elsewhere = browserAt(server)
    expect(landing(await elsewhere.go(`${back.pathname}${back.search}`))).toBe("/quizgame?sso_error=expired")
  })
})

describe("password sign-in turned off", () => {
  let provider: OpenIdProvider
  let server: TestServer

  beforeAll(async () => {
    provider = await startOpenIdProvider(people)
    server = await serverModes[0]!.start({ ...ssoEnv(provider), PASSWORD_SIGN_IN: "off" })
    provider.register(`${server.url}/api/sso/callback`)
  })
  afterAll(async () => {
    await server?.dispose()
    await provider?.close()
  })

  it("refuses every password form, and single sign-on still signs in", async () => {
    expect((await call(server, "GET", "/api/sso")).body).toMatchObject({ passwordSignIn: false })
    const forms = [
      ["/api/dashboard/10644", { username: "owner", password: "whatever-it-is" }],
      ["/api/quiz/login", { username: "someone", password: "whatever-it-is" }],
      ["/api/quiz/register", { username: "someone", password: "whatever-it-is" }],
      ["/api/quiz/forgot_password", { login: "someone" }],
      ["/api/quiz/reset_password", { token: "x", password: "whatever-it-is" }],
    ] as const
    for (const [path, body] of forms) {
      const answer = await call(server, "POST", path, { body })
      expect([path, answer.status, answer.body.message]).toEqual([path, 403, Messages.passwordSignInOff])
    }
    const browser = browserAt(server)
    const start = await browser.go("/api/sso/start?for=player")
    const back = await provider.signIn(start.headers.get("location")!, "ana")
    expect(landing(await browser.go(`${back.pathname}${back.search}`))).toBe("/quizgame?sso=signed-in")
    expect((await browser.go("/api/sso/session", { method: "POST" })).status).toBe(200)
  })
})

describe("the provider's callback from one address", () => {
  let provider: OpenIdProvider
  let server: TestServer

  beforeAll(async () => {
    provider = await startOpenIdProvider(people)
    server = await serverModes[0]!.start(ssoEnv(provider))
    provider.register(`${server.url}/api/sso/callback`)
  })
  afterAll(async () => {
    await server?.dispose()
    await provider?.close()
  })

  const comeBack = async (subject: string, forgeState: boolean) => {
    const browser = browserAt(server)
    const start = await browser.go("/api/sso/start?for=player")
    const back = await provider.signIn(start.headers.get("location")!, subject)
    if (forgeState) back.searchParams.set("state", "guessed")
    return landing(await browser.go(`${back.pathname}${back.search}`))
  }

  it("is limited as password sign-ins are: after the failures a sign-in allows, even a good answer waits", async () => {
    for (let i = 0; i < SIGN_IN_FAILURES; i++) expect(await comeBack("dee", true)).toBe("/quizgame?sso_error=failed")
    expect(await comeBack("dee", false)).toBe("/quizgame?sso_error=too-many")
    expect(SINGLE_SIGN_ON_ERRORS["too-many"]).toBe(Messages.tooManySignIns)
  })
})
