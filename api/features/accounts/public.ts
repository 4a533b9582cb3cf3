// Quiz players' accounts: registration, sign-in and profile, password reset by email, the quiz
// admin made on the first start, and the sessions every signed-in request and socket is checked
// against. Other features protect their players' endpoints with `QuizAuth`, read the player with
// `CurrentQuizUser`, and are given `sessions` (made once here) for guests-welcome endpoints.
import type { Kysely } from "kysely"

import type { AiSpend } from "#api/platform/ai/spend.ts"
import type { Announce } from "#api/platform/first-start-password.ts"
import type { ProxyTrust } from "#api/platform/http/proxy-trust.ts"
import type { SharedLimits } from "#api/platform/limits/shared-limits.ts"
import { newSignInThrottles, newThrottle } from "#api/platform/limits/throttles.ts"
import type { Logger } from "#api/platform/log/logger.ts"
import type { Mailer } from "#api/platform/mail/mailer.ts"
import type { AppSecrets } from "#api/platform/secrets/secrets.ts"
import type { QuizServer } from "#api/platform/sockets/io.ts"
import type { FindApiToken } from "#engine/api-tokens/access.ts"
import type { CommandDeps } from "#engine/command.ts"
import { liveQuizUser } from "#projections/accounts/quiz-users.queries.ts"
import type { DB } from "#projections/db.ts"

import { destroyDeletedPlayersKeys } from "./deleted-players-keys.ts"
import { createQuizAdminOnFirstStart } from "./first-admin.ts"
import { GuestPlayers } from "./guest-players.ts"
import { quizAccountHandlers } from "./handlers.ts"
import { passwordResetHandlers, RESET_REQUEST_RULE } from "./password-reset-handlers.ts"
import { quizSessions } from "./quiz-auth.ts"
import { newRegistrationLimit } from "./registration-limit.ts"
import { SessionChecks } from "./session-checks.ts"
import { watchSessionEnds } from "./session-ends.ts"
import { requireQuizToken } from "./socket-auth.ts"
import { guardEvents } from "./socket-guard.ts"

export { QuizAccountsGroup } from "./group.ts"
export { PasswordResetGroup } from "./password-reset-group.ts"
export { CurrentQuizUser, PlayerData, QuizAuth, type QuizSessions, requestBearerToken, requireQuizAdmin } from "./quiz-auth.ts"
export { highQualityUsedToday, issueQuizSession, quizUserById, quizUserNamed } from "./quiz-session.ts"
export { socketUser } from "./socket-auth.ts"

export interface AccountsDeps {
  readonly db: Kysely<DB>
  readonly commands: Required<CommandDeps>
  readonly secrets: Pick<AppSecrets, "quizToken">
  /** QUIZ_TOKEN_TTL. */
  readonly tokenTtlSeconds: number
  /** The day's AI spend, for the High-quality quizzes left that a sign-in answers. */
  readonly spend: Pick<AiSpend, "spentToday">
  /** Where every limit of the feature counts (one store per site, shared by the nodes on PostgreSQL). */
  readonly limits: SharedLimits
  /** REGISTRATIONS_PER_HOUR, per client address. */
  readonly registrationsPerHour: number
  /** TRUST_PROXY: who may tell a socket's client address (guest players are counted by it). */
  readonly trustProxy: ProxyTrust
  /** GUEST_PLAYERS_PER_HOUR, per client address. */
  readonly guestPlayersPerHour: number
  /** Outgoing mail and the origin its reset links name; undefined when the site sends none. */
  readonly mail: { readonly mailer: Mailer; readonly origin: string } | undefined
  readonly siteName: string
  /** QUIZ_ADMIN_USERNAME and QUIZ_ADMIN_PASSWORD, when set. */
  readonly quizAdmin: { readonly username: string | undefined; readonly password: string | undefined }
  readonly announce: Announce
  readonly log: Logger
  readonly io: QuizServer
  /** Something to close when the app stops. */
  readonly onClose: (cleanup: () => Promise<void>) => void
  /** Takes a deleted player out of the live game of a group they were in (live-game feature). */
  readonly leaveLiveGame: (groupId: string, userId: string, at: Date) => Promise<unknown>
  /** The personal API tokens' lookup, for the calls PlayerData takes them on. */
  readonly findApiToken: FindApiToken
}

export const makeAccounts = (deps: AccountsDeps) => {
  const { db, commands, log, io } = deps
  const sessions = quizSessions({
    secrets: deps.secrets,
    checks: new SessionChecks(db),
    apiTokens: { find: deps.findApiToken, account: (userId) => liveQuizUser(db, userId) },
  })
  const issue = { db, secrets: deps.secrets, tokenTtlSeconds: deps.tokenTtlSeconds, spend: deps.spend }
  return {
    /** The players' sign-in sessions: the QuizAuth middleware (`sessions.layer`), guests' `optionalUser`, token checks. */
    sessions,
    quizAccountHandlers: quizAccountHandlers({
      ...issue,
      commands,
      signIns: newSignInThrottles(deps.limits, "player"),
      registrations: newRegistrationLimit(deps.limits, deps.registrationsPerHour),
      leaveLiveGame: deps.leaveLiveGame,
    }),
    passwordResetHandlers: passwordResetHandlers({
      db,
      commands,
      mail: deps.mail,
      siteName: deps.siteName,
      requests: newThrottle(deps.limits, "password-reset:address", RESET_REQUEST_RULE),
      log,
    }),
    /** At start: the personal-data keys of deleted players that a crash left behind. */
    destroyDeletedPlayersKeys: async () => {
      const destroyed = await destroyDeletedPlayersKeys(db)
      if (destroyed > 0) log.info({ destroyed }, "Destroyed the personal-data keys of deleted players")
    },
    /** At every start: the quiz admin, made on the first. */
    createFirstAdmin: () => createQuizAdminOnFirstStart({ db, commands, announce: deps.announce, log, quizAdmin: deps.quizAdmin }),
    /** socket.io: a connection needs a good quiz token. */
    requireQuizToken: () =>
      requireQuizToken({ sessions, log, guests: new GuestPlayers(db, deps.limits, deps.guestPlayersPerHour), trust: deps.trustProxy }, io),
    /** socket.io: sockets of sessions that end (on any node) or expire are closed. */
    watchSessionEnds: () => watchSessionEnds({ store: commands.store, log, onClose: deps.onClose }, io),
    /** socket.io: every event's rate and session checked before its handler. */
    guardEvents: () => guardEvents(sessions, io),
  }
}
