// The single sign-on's endpoints. Whose sign-in a flow is (the owner's, a player's, or a
// signed-in player's link) is decided at its start and kept in its signed cookie; the callback
// checks the provider's answer against it and then does that one thing. The callback never
// answers an error page of its own: it sends the browser back to the screen it came from,
// with `?sso_error=` naming why (schemas/api/single-sign-on.ts has the words).
import { randomBytes, randomUUID } from "node:crypto"

import { HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import type { Kysely } from "kysely"

import { CurrentQuizUser } from "#api/features/accounts/public.ts"
import type { SingleSignOnConfig } from "#api/platform/config.ts"
import { NotFound, ServiceUnavailable, Unauthorized } from "#api/platform/http/errors.ts"
import { type GroupHandlers, peerAddress } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import { registerQuizUser, setQuizAdmin } from "#engine/accounts/commands.ts"
import { hashPassword } from "#engine/auth/password.ts"
import type { CommandDeps } from "#engine/command.ts"
import { WrongState } from "#engine/domain-errors.ts"
import { meetsClaimRule, usernameCandidate, usernameFromClaims } from "#engine/single-sign-on/claims.ts"
import { holderOf, identityOf, isLinked, linkIdentity, unlinkIdentity } from "#engine/single-sign-on/commands.ts"
import type { DB } from "#projections/db.ts"
import type { QuizUserInfo } from "#schemas/api/quiz-user.ts"
import type { SingleSignOnError } from "#schemas/api/single-sign-on.ts"
import * as Messages from "#schemas/messages.ts"
import { SITE_ROUTES } from "#schemas/site-routes.ts"

import { type Flow, type Purpose, setFlowCookie, setHandoverCookie, takeFlow, takeHandover } from "./cookies.ts"
import type { SingleSignOnGroup } from "./group.ts"
import type { Provider } from "./provider.ts"

/** One try of the callback from an address: counted as a failure unless it succeeds (like a password sign-in). */
export interface CallbackLimit {
  begin(
    address: string,
  ):
    | { readonly admitted: true; readonly succeeded: () => unknown }
    | { readonly admitted: false }
    | Promise<{ readonly admitted: true; readonly succeeded: () => unknown } | { readonly admitted: false }>
}

export interface SingleSignOnDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  /** Undefined when single sign-on is not set up: only the settings answer, saying so. */
  readonly config: SingleSignOnConfig | undefined
  readonly provider: Provider | undefined
  /** PASSWORD_SIGN_IN. */
  readonly passwordSignIn: boolean
  /** The site's origin: the redirect URI is on it. */
  readonly siteOrigin: { readonly value: string }
  /** Signs the flow and hand-over cookies. */
  readonly key: () => Promise<Uint8Array>
  readonly callbacks: CallbackLimit
  /** A player's account as the read model has it now (undefined once deleted). */
  readonly findPlayer: (userId: string) => Promise<{ readonly id: string; readonly is_admin: boolean } | undefined>
  /** A fresh sign-in for the player, as a password sign-in answers it. */
  readonly issuePlayerSession: (userId: string) => Promise<QuizUserInfo | undefined>
  /** Opens the owner's dashboard session and sets its cookie. */
  readonly openOwnerSession: Effect.Effect<void, unknown, HttpServerRequest.HttpServerRequest>
}

const CALLBACK_PATH = "/api/sso/callback"

/**
 * Where each kind of flow sends the browser back to. The owner comes back to the sign-in screen,
 * which reads the new session (GET /api/dashboard/me) before going on to the dashboard.
 */
const screens = {
  owner: { done: `${SITE_ROUTES.signIn.path}?sso=signed-in`, failed: SITE_ROUTES.signIn.path },
  player: { done: `${SITE_ROUTES.quizGame.path}?sso=signed-in`, failed: SITE_ROUTES.quizGame.path },
  link: { done: `${SITE_ROUTES.quizProfile.path}?sso=linked`, failed: SITE_ROUTES.quizProfile.path },
} as const

const redirect = (location: string) => HttpServerResponse.empty({ status: 302, headers: { location, "cache-control": "no-store" } })
const failedTo = (kind: Purpose["kind"], reason: SingleSignOnError) => redirect(`${screens[kind].failed}?sso_error=${reason}`)

/** How many numbered names a new player is offered before a random one. */
const USERNAME_TRIES = 20

export const singleSignOnHandlers = (deps: SingleSignOnDeps) => (handlers: GroupHandlers<typeof SingleSignOnGroup>) => {
  const redirectUri = () => `${deps.siteOrigin.value}${CALLBACK_PATH}`
  const configured = Effect.suspend(() =>
    deps.config && deps.provider
      ? Effect.succeed({ config: deps.config, provider: deps.provider })
      : Effect.fail(new NotFound({ message: Messages.singleSignOnNotConfigured })),
  )

  /** A new flow: its cookie set, and the provider's page to go to. */
  const begin = (purpose: Purpose) =>
    Effect.gen(function* () {
      const { provider } = yield* configured
      const started = yield* Effect.promise(() => provider.begin(redirectUri()))
      if (!("url" in started)) return yield* new ServiceUnavailable({ message: Messages.singleSignOnUnavailable })
      const key = yield* Effect.promise(deps.key)
      yield* setFlowCookie(key, { ...started.checks, purpose } satisfies Flow)
      return started.url
    })

  /** The quiz admin role as the provider's claim has it, when a claim is set for it. */
  const syncAdmin = async (
    config: SingleSignOnConfig,
    player: { readonly id: string; readonly is_admin: boolean },
    claims: Readonly<Record<string, unknown>>,
  ) => {
    if (config.quizAdminClaim && meetsClaimRule(claims, config.quizAdminClaim) !== player.is_admin)
      await setQuizAdmin(deps.commands, { userId: player.id, admin: !player.is_admin, now: new Date() })
  }

  /** A new player for an identity nobody holds: a name from the claims (numbered when taken), an unusable password. */
  const newPlayer = async (config: SingleSignOnConfig, identity: string, claims: Readonly<Record<string, unknown>>, holderGone: boolean): Promise<string> => {
    const userId = randomUUID()
    const now = new Date()
    // The identity first: of two first sign-ins at once, one makes the account and the other is refused.
    await linkIdentity(deps.commands, { identity, userId, holderGone, now })
    const email = claims["email_verified"] === true && typeof claims["email"] === "string" ? claims["email"] : null
    // Nobody knows this password: the player signs in through the provider (or sets one by a reset link).
    const passwordHash = await hashPassword(randomBytes(32).toString("base64url"))
    const base = usernameFromClaims(claims)
    const isAdmin = config.quizAdminClaim !== undefined && meetsClaimRule(claims, config.quizAdminClaim)
    for (let attempt = 0; ; attempt++) {
      const username = attempt < USERNAME_TRIES ? usernameCandidate(base, attempt) : `player-${randomBytes(4).toString("hex")}`
      try {
        await registerQuizUser(deps.commands, { userId, username, email, passwordHash, isAdmin, now })
        return userId
      } catch (error) {
        if (!(error instanceof WrongState && error.code === "USERNAME_TAKEN") || attempt > USERNAME_TRIES) throw error
      }
    }
  }

  /** The player an identity signs in: the one holding it, or a new one. */
  const playerFor = (config: SingleSignOnConfig, claims: Readonly<Record<string, unknown>>) =>
    Effect.gen(function* () {
      const identity = identityOf(config.issuer, String(claims["sub"]))
      const holder = yield* Effect.promise(() => holderOf(deps.commands, identity))
      const held = holder === null ? undefined : yield* Effect.promise(() => deps.findPlayer(holder))
      if (held) {
        yield* Effect.promise(() => syncAdmin(config, held, claims))
        return held.id
      }
      return yield* attempt(() => newPlayer(config, identity, claims, holder !== null), WrongState)
    })

  const linkFor = (config: SingleSignOnConfig, userId: string, claims: Readonly<Record<string, unknown>>) =>
    Effect.gen(function* () {
      const player = yield* Effect.promise(() => deps.findPlayer(userId))
      if (!player) return "expired" as const
      const identity = identityOf(config.issuer, String(claims["sub"]))
      const holder = yield* Effect.promise(() => holderOf(deps.commands, identity))
      const holderGone = holder !== null && holder !== userId && (yield* Effect.promise(() => deps.findPlayer(holder))) === undefined
      const linked = yield* attempt(() => linkIdentity(deps.commands, { identity, userId, holderGone, now: new Date() }), WrongState).pipe(
        Effect.as(undefined),
        Effect.catchTag("WrongState", (error) => Effect.succeed(error.code === "SSO_ALREADY_LINKED" ? ("already-linked" as const) : ("taken" as const))),
      )
      if (linked) return linked
      yield* Effect.promise(() => syncAdmin(config, player, claims))
      return undefined
    })

  return handlers
    .handle("settings", () =>
      Effect.succeed({
        provider: deps.config?.providerName ?? null,
        owner: deps.config?.ownerClaim !== undefined,
        passwordSignIn: deps.passwordSignIn,
      }),
    )
    .handle("start", ({ urlParams }) =>
      Effect.gen(function* () {
        const { config } = yield* configured
        if (urlParams.for === "owner" && !config.ownerClaim) return yield* new NotFound({ message: Messages.singleSignOnNotConfigured })
        const url = yield* begin({ kind: urlParams.for }).pipe(Effect.catchTag("ServiceUnavailable", () => Effect.succeed(undefined)))
        return url ? redirect(url) : failedTo(urlParams.for, "unavailable")
      }),
    )
    .handle("callback", () =>
      Effect.gen(function* () {
        const key = yield* Effect.promise(deps.key)
        const flow = yield* takeFlow(key)
        const kind = flow?.purpose.kind ?? "player"
        if (!deps.config || !deps.provider || !flow) return failedTo(kind, "expired")
        const config = deps.config
        const address = yield* peerAddress
        const admission = yield* Effect.promise(async () => deps.callbacks.begin(address))
        if (!admission.admitted) return failedTo(kind, "too-many")
        const request = yield* HttpServerRequest.HttpServerRequest
        // The provider's answer as it came: the library reads the code, state and issuer off it.
        const answer = new URL(redirectUri())
        answer.search = new URL(request.url, "http://callback").search
        const finished = yield* Effect.promise(() => deps.provider!.finish(answer, redirectUri(), flow))
        // Only an answer that fails the checks counts against the address: a refusal at the
        // provider, or an outage there, is nobody's guess.
        if (finished.ok || finished.reason !== "failed") yield* Effect.promise(async () => admission.succeeded())
        if (!finished.ok) return failedTo(kind, finished.reason)
        const { claims } = finished
        const purpose = flow.purpose
        if (purpose.kind === "owner") {
          if (!config.ownerClaim || !meetsClaimRule(claims, config.ownerClaim)) return failedTo("owner", "not-owner")
          yield* Effect.orDie(deps.openOwnerSession)
        } else if (purpose.kind === "player") {
          const userId = yield* playerFor(config, claims).pipe(Effect.catchTag("WrongState", () => Effect.succeed(undefined)))
          if (!userId) return failedTo("player", "taken")
          yield* setHandoverCookie(key, userId)
        } else {
          const refused = yield* linkFor(config, purpose.userId, claims)
          if (refused) return failedTo("link", refused)
        }
        return redirect(screens[purpose.kind].done)
      }),
    )
    .handle("session", () =>
      Effect.gen(function* () {
        const userId = yield* takeHandover(yield* Effect.promise(deps.key))
        const session = userId === undefined ? undefined : yield* Effect.promise(() => deps.issuePlayerSession(userId))
        if (!session) return yield* new Unauthorized({ message: Messages.singleSignOnExpired })
        return session
      }),
    )
    .handle("linkStatus", () =>
      Effect.gen(function* () {
        yield* configured
        const user = yield* CurrentQuizUser
        return { linked: yield* Effect.promise(() => isLinked(deps.commands, user.userId)) }
      }),
    )
    .handle("link", () =>
      Effect.gen(function* () {
        const user = yield* CurrentQuizUser
        return { url: yield* begin({ kind: "link", userId: user.userId }) }
      }),
    )
    .handle("unlink", () =>
      Effect.gen(function* () {
        yield* configured
        const user = yield* CurrentQuizUser
        yield* attempt(() => unlinkIdentity(deps.commands, { userId: user.userId, passwordSignIn: deps.passwordSignIn, now: new Date() }), WrongState)
        return { message: Messages.singleSignOnUnlinked }
      }),
    )
}
