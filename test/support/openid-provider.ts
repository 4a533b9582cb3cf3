// A real OpenID provider for the single sign-on tests (the `oidc-provider` package, with its
// development sign-in pages): people by subject with their claims, one client for the site,
// and a way to make it misbehave (an ID token for another audience, expired, with another
// nonce) by re-signing its token answer with its own key. `signIn` walks its pages as a
// browser would: the sign-in form, the consent form (or "abort" to refuse), and back to us.
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"

import { decodeJwt, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose"
import Provider from "oidc-provider"

export type Tamper = (claims: JWTPayload) => JWTPayload

export interface OpenIdProvider {
  readonly issuer: string
  /** Registers the site's client (its redirect URI is known once the site listens). */
  register(redirectUri: string): void
  /** The next token answers' ID tokens are changed so (until set back to undefined). */
  tamper: Tamper | undefined
  /** From the provider's authorization URL to the redirect back to the site, signed in as `subject` (or refused). */
  signIn(authorizationUrl: string, subject: string, options?: { readonly deny?: boolean }): Promise<URL>
  close(): Promise<void>
}

export const CLIENT_ID = "homestead"
export const CLIENT_SECRET = "a-client-secret-for-tests"

/** Cookies by name, as a browser keeps them for one site (paths are not told apart: enough here). */
export class CookieJar {
  readonly #cookies = new Map<string, string>()
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";")
      const at = pair!.indexOf("=")
      const name = pair!.slice(0, at).trim()
      const value = pair!.slice(at + 1).trim()
      if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.#cookies.delete(name)
      else this.#cookies.set(name, value)
    }
  }
  has(name: string): boolean {
    return this.#cookies.has(name)
  }
  get header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ")
  }
}

const go = async (jar: CookieJar, url: string | URL, init: RequestInit = {}) => {
  const response = await fetch(url, { ...init, redirect: "manual", headers: { ...(init.headers as Record<string, string>), cookie: jar.header } })
  jar.take(response)
  return response
}

export const startOpenIdProvider = async (people: Readonly<Record<string, Record<string, unknown>>>): Promise<OpenIdProvider> => {
  const http: Server = createServer()
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve))
  const issuer = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  const { privateKey } = await generateKeyPair("RS256", { extractable: true })
  const jwk = { ...(await exportJWK(privateKey)), kid: "test-key", alg: "RS256", use: "sig" }

  const state: { tamper: Tamper | undefined } = { tamper: undefined }
  const provider: OpenIdProvider = {
    issuer,
    get tamper() {
      return state.tamper
    },
    set tamper(tamper) {
      state.tamper = tamper
    },
    register(redirectUri) {
      const oidc = new Provider(issuer, {
        clients: [
          {
            client_id: CLIENT_ID,
            client_secret: CLIENT_SECRET,
            redirect_uris: [redirectUri],
            grant_types: ["authorization_code"],
            response_types: ["code"],
            token_endpoint_auth_method: "client_secret_basic",
          },
        ],
        jwks: { keys: [jwk] },
        findAccount: (_ctx: unknown, id: string) => (people[id] ? { accountId: id, claims: () => ({ sub: id, ...people[id] }) } : undefined),
        claims: { openid: ["sub"], profile: ["preferred_username", "name", "groups"], email: ["email", "email_verified"] },
        pkce: { required: () => true },
        cookies: { keys: ["cookie-key-for-tests"] },
      })
      oidc.use(async (ctx, next) => {
        await next()
        const body = ctx.body as { id_token?: string } | undefined
        if (ctx.path === "/token" && state.tamper && body?.id_token) {
          const claims = state.tamper(decodeJwt(body.id_token))
          ctx.body = { ...body, id_token: await new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid: jwk.kid }).sign(privateKey) }
        }
      })
      http.on("request", oidc.callback())
    },
    async signIn(authorizationUrl, subject, options = {}) {
      const jar = new CookieJar()
      let response = await go(jar, authorizationUrl)
      for (let step = 0; step < 10; step++) {
        const location = response.headers.get("location")
        if (!location) throw new Error(`The provider stopped at ${response.status}: ${await response.text()}`)
        const next = new URL(location, issuer)
        if (next.origin !== issuer) return next
        const interaction = /^\/interaction\/([^/]+)$/.exec(next.pathname)
        if (!interaction) {
          response = await go(jar, next)
          continue
        }
        const page = await (await go(jar, next)).text()
        if (options.deny) {
          response = await go(jar, `${next.href}/abort`)
          continue
        }
        const prompt: Record<string, string> = page.includes('name="login"') ? { prompt: "login", login: subject, password: "any" } : { prompt: "consent" }
        response = await go(jar, next, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(prompt).toString(),
        })
      }
      throw new Error("The provider kept redirecting")
    },
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections()
        http.close(() => resolve())
      }),
  }
  return provider
}
