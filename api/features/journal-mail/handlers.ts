// Subscribing, confirming and leaving. The answer to a subscription is the same whatever the
// address (new, pending, already subscribed, or past its own limit) and comes before any mail is
// sent, so neither its words nor its timing tell who is subscribed. Requests are limited per
// client address (429) and per email address (past the limit nothing more is mailed to it, so the
// form cannot be used to flood someone's inbox).
import { randomBytes } from "node:crypto"

import { HttpApp, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import type { Kysely } from "kysely"

import { BadRequest, TooManyRequests } from "#api/platform/http/errors.ts"
import { type GroupHandlers, peerAddress, requestLanguage } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import type { Throttle } from "#api/platform/limits/throttles.ts"
import type { Logger } from "#api/platform/log/logger.ts"
import type { Mailer } from "#api/platform/mail/mailer.ts"
import { newResetToken, readResetToken } from "#engine/auth/reset-token.ts"
import type { ThrottleRule } from "#engine/auth/throttle.ts"
import type { CommandDeps } from "#engine/command.ts"
import { Invalid } from "#engine/domain-errors.ts"
import { confirmSubscription, requestSubscription, unsubscribe } from "#engine/journal-mail/commands.ts"
import { normaliseEmail } from "#engine/journal-mail/subscription.ts"
import { readUnsubscribeToken } from "#engine/journal-mail/unsubscribe-token.ts"
import type { DB } from "#projections/db.ts"
import { subscriptionOf } from "#projections/journal-mail/subscribers.queries.ts"
import * as Messages from "#schemas/messages.ts"

import type { JournalMailGroup } from "./group.ts"
import { alreadySubscribedMail, confirmationMail, confirmLink, type Site, type SubscriberLinks } from "./mails.ts"

/** Subscription requests per client address. */
export const SUBSCRIBE_REQUEST_RULE: ThrottleRule = { limit: 10, windowMs: 60 * 60 * 1000 }
/** Mails one email address may be sent by asking to subscribe it. */
export const SUBSCRIBE_MAILS_RULE: ThrottleRule = { limit: 3, windowMs: 24 * 60 * 60 * 1000 }

export interface JournalMailHandlersDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  /** Outgoing mail and the site its links name; undefined when the site sends none. */
  readonly mail: { readonly mailer: Mailer; readonly site: Site } | undefined
  readonly links: (subscriberId: string) => Promise<SubscriberLinks>
  readonly unsubscribeKey: () => Promise<Uint8Array>
  readonly requests: Throttle
  readonly mailsPerAddress: Throttle
  readonly log: Pick<Logger, "info" | "error">
}

const newSubscriberId = () => randomBytes(16).toString("base64url")

export const journalMailHandlers = (deps: JournalMailHandlersDeps) => (handlers: GroupHandlers<typeof JournalMailGroup>) =>
  handlers
    .handle("options", () => Effect.succeed({ subscribe: deps.mail !== undefined }))
    .handle("subscribe", ({ payload }) =>
      Effect.gen(function* () {
        const mail = deps.mail
        if (!mail) return yield* new BadRequest({ message: Messages.subscribeUnavailable })
        const address = yield* peerAddress
        const admission = yield* Effect.promise(() => deps.requests.begin(address))
        if (!admission.admitted) {
          const seconds = String(Math.max(1, Math.ceil(admission.retryAfterMs / 1000)))
          yield* HttpApp.appendPreResponseHandler((_request, response) => Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", seconds)))
          return yield* new TooManyRequests({ message: Messages.tooManySubscribeRequests })
        }
        const email = normaliseEmail(payload.email)
        const language = yield* requestLanguage
        const send = async () => {
          if (!(await deps.mailsPerAddress.begin(email)).admitted) return
          const existing = await subscriptionOf(deps.db, email)
          if (existing?.status === "confirmed") {
            await mail.mailer.send(alreadySubscribedMail(mail.site, email, await deps.links(existing.id), language))
            return
          }
          const subscriberId = existing?.id ?? newSubscriberId()
          const { token, tokenHash } = newResetToken(subscriberId)
          const { events } = await requestSubscription(deps.commands, { subscriberId, email, tokenHash, language, now: new Date() })
          if (events.length === 0) return
          await mail.mailer.send(confirmationMail(mail.site, email, confirmLink(mail.site.origin, token), language))
          deps.log.info({ subscriberId }, "Journal subscription link sent")
        }
        send().catch((error: unknown) => deps.log.error({ err: error }, "A journal subscription link could not be sent"))
        return { message: Messages.subscribeRequested }
      }),
    )
    .handle("confirm", ({ payload }) =>
      Effect.gen(function* () {
        const link = readResetToken(payload.token)
        if (!link) return yield* new BadRequest({ message: Messages.subscribeLinkInvalid })
        yield* attempt(() => confirmSubscription(deps.commands, { subscriberId: link.userId, tokenHash: link.tokenHash, now: new Date() }), Invalid)
        return { message: Messages.subscribeConfirmed }
      }),
    )
    .handle("unsubscribe", ({ urlParams }) =>
      Effect.gen(function* () {
        const key = yield* Effect.promise(deps.unsubscribeKey)
        const subscriberId = readUnsubscribeToken(key, urlParams.token)
        if (subscriberId === undefined) return yield* new BadRequest({ message: Messages.unsubscribeLinkInvalid })
        yield* Effect.promise(() => unsubscribe(deps.commands, { subscriberId, now: new Date() }))
        return { message: Messages.unsubscribed }
      }),
    )
