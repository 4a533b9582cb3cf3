// Reset links by email. The answer to a request is the same whether or not the account exists
// or has an email, and comes before any mail is sent, so neither its words nor its timing tell.
// Requests are limited per client address; a link works once, for 30 minutes (engine/auth/reset-token.ts).
import { HttpApp, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import type { Kysely } from "kysely"

import { BadRequest, TooManyRequests } from "#api/platform/http/errors.ts"
import { type GroupHandlers, peerAddress, requestLanguage } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import type { Throttle } from "#api/platform/limits/throttles.ts"
import type { Logger } from "#api/platform/log/logger.ts"
import type { Mailer } from "#api/platform/mail/mailer.ts"
import { requestPasswordReset, resetPasswordWithLink } from "#engine/accounts/commands.ts"
import { hashPassword } from "#engine/auth/password.ts"
import { newResetToken, readResetToken, RESET_TTL_MS } from "#engine/auth/reset-token.ts"
import type { ThrottleRule } from "#engine/auth/throttle.ts"
import { normaliseUsername } from "#engine/auth/username.ts"
import type { CommandDeps } from "#engine/command.ts"
import { Invalid } from "#engine/domain-errors.ts"
import { accountsWithEmailNamed } from "#projections/accounts/quiz-users.queries.ts"
import type { DB } from "#projections/db.ts"
import { wordsIn } from "#schemas/i18n/catalogues.ts"
import type { Language } from "#schemas/i18n/language.ts"
import * as Messages from "#schemas/messages.ts"

import type { PasswordResetGroup } from "./password-reset-group.ts"

/** Reset requests per client address (made by the accounts factory: per process, like sign-ins). */
export const RESET_REQUEST_RULE: ThrottleRule = { limit: 5, windowMs: 60 * 60 * 1000 }

export interface PasswordResetDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  /** Outgoing mail and the origin its links name (PUBLIC_URL, which mail requires); undefined when the site sends none. */
  readonly mail: { readonly mailer: Mailer; readonly origin: string } | undefined
  readonly siteName: string
  /** Reset requests per client address (RESET_REQUEST_RULE). */
  readonly requests: Throttle
  readonly log: Pick<Logger, "info" | "error">
}

/** The live accounts with an email that `login` names, as a username or as their email. */
const accountsNamed = (db: Kysely<DB>, login: string) => accountsWithEmailNamed(db, normaliseUsername(login), login.trim().toLowerCase(), 5)

/** The reset mail, in the language of the request that asked for it. */
const resetMail = (siteName: string, username: string, link: string, language: Language) => {
  const m = wordsIn(language, "mail")
  return { subject: m.resetSubject(siteName), text: [m.resetAsked(username, siteName), "", m.resetHere, link, "", m.resetIgnore].join("\n") }
}

export const passwordResetHandlers = (deps: PasswordResetDeps) => (handlers: GroupHandlers<typeof PasswordResetGroup>) =>
  handlers
    .handle("options", () => Effect.succeed({ email: deps.mail !== undefined }))
    .handle("request", ({ payload }) =>
      Effect.gen(function* () {
        const mail = deps.mail
        if (!mail) return yield* new BadRequest({ message: Messages.resetByAdmin })
        const address = yield* peerAddress
        const admission = yield* Effect.promise(() => deps.requests.begin(address))
        if (!admission.admitted) {
          const seconds = String(Math.max(1, Math.ceil(admission.retryAfterMs / 1000)))
          yield* HttpApp.appendPreResponseHandler((_request, response) => Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", seconds)))
          return yield* new TooManyRequests({ message: Messages.tooManyResetRequests })
        }
        // PUBLIC_URL, which mail requires: never the host the request names.
        const origin = mail.origin
        const language = yield* requestLanguage
        const send = async () => {
          for (const account of await accountsNamed(deps.db, payload.login)) {
            const { token, tokenHash } = newResetToken(account.id)
            const now = new Date()
            const { events } = await requestPasswordReset(
              { store: deps.commands.store },
              { userId: account.id, tokenHash, expiresAt: new Date(now.getTime() + RESET_TTL_MS), now },
            )
            if (events.length === 0) continue
            const link = `${origin}/quizgame/reset-password#token=${encodeURIComponent(token)}`
            await mail.mailer.send({ to: String(account.email), ...resetMail(deps.siteName, account.username, link, language) })
            deps.log.info({ userId: account.id }, "Password reset link sent")
          }
        }
        send().catch((error: unknown) => deps.log.error({ err: error }, "A password reset link could not be sent"))
        return { message: Messages.resetLinkSent }
      }),
    )
    .handle("reset", ({ payload }) =>
      Effect.gen(function* () {
        const link = readResetToken(payload.token)
        if (!link) return yield* new BadRequest({ message: Messages.resetLinkInvalid })
        const passwordHash = yield* Effect.promise(() => hashPassword(payload.password))
        yield* attempt(() => resetPasswordWithLink(deps.commands, { userId: link.userId, tokenHash: link.tokenHash, passwordHash, now: new Date() }), Invalid)
        return { message: Messages.passwordReset }
      }),
    )
