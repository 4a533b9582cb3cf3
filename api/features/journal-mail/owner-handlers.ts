// The owner's view of the subscribers: how many are confirmed, how many mails to them were given up
// after their last try, and the list as CSV (address and
// when they confirmed), which a mail service can import.
import { Effect } from "effect"
import type { Kysely } from "kysely"

import { download, today } from "#api/platform/http/download.ts"
import type { GroupHandlers } from "#api/platform/http/handlers.ts"
import { toCsv } from "#engine/export/csv.ts"
import type { DB } from "#projections/db.ts"
import { countConfirmed, countUndelivered, listConfirmed } from "#projections/journal-mail/subscribers.queries.ts"

import type { JournalSubscribersGroup } from "./group.ts"

export const journalSubscribersHandlers = (deps: { readonly db: Kysely<DB> }) => (handlers: GroupHandlers<typeof JournalSubscribersGroup>) =>
  handlers
    .handle("count", () =>
      Effect.promise(async () => {
        const [confirmed, undelivered] = await Promise.all([countConfirmed(deps.db), countUndelivered(deps.db)])
        return { confirmed, undelivered }
      }),
    )
    .handle("export", () =>
      Effect.promise(async () => {
        const rows = (await listConfirmed(deps.db)).map((s) => [s.email, s.confirmedAt.toISOString()])
        return download(toCsv(["email", "confirmed_at"], rows), "text/csv", `subscribers-${today()}.csv`)
      }),
    )
