import { useQuery } from "@tanstack/react-query"

import * as Messages from "#schemas/messages.ts"

import { withContent } from "../../content/withContent.tsx"
import { NoticePanel } from "../../ui/Panels.tsx"
import { subscribeOptions, subscriberCount, SUBSCRIBERS_EXPORT } from "../journalMailApi.ts"

/** The owner's view of the journal's subscribers: how many have confirmed, the mails that could not be delivered, and the list as CSV. */
function Subscribers() {
  const options = useQuery({ queryKey: ["journal-mail", "options"], queryFn: subscribeOptions, staleTime: 5 * 60_000 })
  const count = useQuery({ queryKey: ["journal-mail", "count"], queryFn: subscriberCount })
  return (
    <section className="card dash-backup" aria-labelledby="dash-subscribers-title">
      <h2 id="dash-subscribers-title">Subscribers</h2>
      {options.data?.subscribe === false && <p>This site sends no email (no SMTP server is set), so the journal offers no subscription.</p>}
      <p role="status">
        {count.isPending
          ? "Counting subscribers…"
          : count.isError
            ? "The subscribers could not be counted. Reload the page to try again."
            : count.data.confirmed === 1
              ? "1 confirmed subscriber gets each new post by email."
              : `${count.data.confirmed} confirmed subscribers get each new post by email.`}
      </p>
      {count.data !== undefined && count.data.undelivered > 0 && (
        <NoticePanel>
          <p>{Messages.mailsUndelivered(count.data.undelivered)}</p>
        </NoticePanel>
      )}
      <a className="button button--secondary" href={SUBSCRIBERS_EXPORT} download>
        Download the list (CSV)
      </a>
    </section>
  )
}

export const SubscribersSection = withContent(Subscribers)
