import { useQuery } from "@tanstack/react-query"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { useMessages } from "#web/i18n/language.ts"

import { withContent } from "../../content/withContent.tsx"
import { NoticePanel } from "../../ui/Panels.tsx"
import { subscribeOptions, subscriberCount, SUBSCRIBERS_EXPORT } from "../journalMailApi.ts"

/** The owner's view of the journal's subscribers: how many have confirmed, the mails that could not be delivered, and the list as CSV. */
function Subscribers() {
  const options = useQuery({ queryKey: ["journal-mail", "options"], queryFn: subscribeOptions, staleTime: 5 * 60_000 })
  const count = useQuery({ queryKey: ["journal-mail", "count"], queryFn: subscriberCount })
  const m = useMessages("dashboard", Dashboard)
  return (
    <section className="card dash-backup" aria-labelledby="dash-subscribers-title">
      <h2 id="dash-subscribers-title">{m.subscribersTitle}</h2>
      {options.data?.subscribe === false && <p>{m.noMail}</p>}
      <p role="status">{count.isPending ? m.countingSubscribers : count.isError ? m.subscribersUncounted : m.confirmedSubscribers(count.data.confirmed)}</p>
      {count.data !== undefined && count.data.undelivered > 0 && (
        <NoticePanel>
          <p>{m.mailsUndelivered(count.data.undelivered)}</p>
        </NoticePanel>
      )}
      <a className="button button--secondary" href={SUBSCRIBERS_EXPORT} download>
        {m.downloadList}
      </a>
    </section>
  )
}

export const SubscribersSection = withContent(Subscribers)
