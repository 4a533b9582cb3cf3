// Mail to the journal's subscribers: what the composition root may use.
import type { Kysely } from "kysely"

import type { SharedLimits } from "#api/platform/limits/shared-limits.ts"
import { newThrottle } from "#api/platform/limits/throttles.ts"
import type { Logger } from "#api/platform/log/logger.ts"
import type { Mailer } from "#api/platform/mail/mailer.ts"
import type { CommandDeps } from "#engine/command.ts"
import { unsubscribeToken } from "#engine/journal-mail/unsubscribe-token.ts"
import type { DB } from "#projections/db.ts"
import type { Projector } from "#projections/projector.ts"

import { destroyDepartedSubscribersKeys } from "./departed-keys.ts"
import { journalMailHandlers, SUBSCRIBE_MAILS_RULE, SUBSCRIBE_REQUEST_RULE } from "./handlers.ts"
import { subscriberLinks } from "./mails.ts"
import { journalSubscribersHandlers } from "./owner-handlers.ts"
import { sendToSubscribers } from "./sender.ts"

export { JournalMailGroup, JournalSubscribersGroup } from "./group.ts"

export interface JournalMailDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  readonly projector: Pick<Projector, "onCommit">
  /** Outgoing mail with its settings; undefined when the site sends none (no subscriptions then). */
  readonly mail: { readonly mailer: Mailer; readonly origin: string; readonly perMinute: number; readonly retrySeconds: number } | undefined
  readonly siteName: string
  readonly unsubscribeKey: () => Promise<Uint8Array>
  readonly log: Pick<Logger, "info" | "warn" | "error">
  readonly onClose: (cleanup: () => Promise<void> | void) => void
  /** Where the subscription requests count (shared by the nodes on PostgreSQL). */
  readonly limits: SharedLimits
}

export const makeJournalMail = (deps: JournalMailDeps) => {
  const mail = deps.mail
  const site = mail && { name: deps.siteName, origin: mail.origin }
  const links = async (subscriberId: string) => subscriberLinks(mail?.origin ?? "", unsubscribeToken(await deps.unsubscribeKey(), subscriberId))
  return {
    handlers: journalMailHandlers({
      db: deps.db,
      commands: deps.commands,
      mail: mail && site ? { mailer: mail.mailer, site } : undefined,
      links,
      unsubscribeKey: deps.unsubscribeKey,
      requests: newThrottle(deps.limits, "subscribe-requests:address", SUBSCRIBE_REQUEST_RULE),
      mailsPerAddress: newThrottle(deps.limits, "subscribe-mails:email", SUBSCRIBE_MAILS_RULE),
      log: deps.log,
    }),
    ownerHandlers: journalSubscribersHandlers({ db: deps.db }),
    /** At start: keys a crash left behind an unsubscribe go. */
    destroyDepartedKeys: () => destroyDepartedSubscribersKeys(deps.db),
    /** Mails new posts to the subscribers, from now until the server closes (when the site sends mail). */
    sendInBackground: () => {
      if (!mail || !site) return
      deps.onClose(
        sendToSubscribers({
          db: deps.db,
          commands: deps.commands,
          mailer: mail.mailer,
          site,
          perMinute: mail.perMinute,
          retrySeconds: mail.retrySeconds,
          links,
          projector: deps.projector,
          log: deps.log,
        }),
      )
    },
  }
}
