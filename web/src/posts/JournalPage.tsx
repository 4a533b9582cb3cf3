import "../site-pages/site.css"

import { Link } from "react-router-dom"

import { pageOf } from "#schemas/post-address.ts"

import { useHydrated } from "../app/useHydrated.ts"
import { formatJournalDate, isoDay } from "../content/format.ts"
import { postAddress } from "../content/postAddress.ts"
import { useJournal } from "../content/queries.ts"
import { Html } from "../content/ui/Html.tsx"
import { ImageStrip } from "../content/ui/MediaImage.tsx"
import { Pager, usePageParam } from "../content/ui/Pager.tsx"
import { QueryState } from "../content/ui/QueryState.tsx"
import { TagLinks } from "../content/ui/TagLinks.tsx"
import { useFocusHeading } from "../content/ui/useFocusHeading.ts"
import { VideoPlayer } from "../content/ui/VideoPlayer.tsx"
import { withContent } from "../content/withContent.tsx"
import { SubscribeForm } from "../journal-mail/SubscribeForm.tsx"
import { PageIntro } from "../ui/PageIntro.tsx"

function Journal() {
  const page = usePageParam()
  useFocusHeading(String(page))
  const journal = useJournal()
  const utc = !useHydrated()
  return (
    <section aria-labelledby="journal-title">
      <PageIntro title="Garden Journal" id="journal-title">
        A day-by-day record of the garden and the homestead: what went in the ground, what came out of it, and what we learned along the way.
      </PageIntro>
      <QueryState query={journal} loading="Loading the journal…" empty="No journal entries yet" isEmpty={(list) => list.length === 0}>
        {(all) => {
          const { items: entries, page: shown, pages } = pageOf(all, page)
          return (
            <>
              <div className="data-table-wrap">
                <table className="data-table journal-table">
                  <caption className="visually-hidden">Garden journal entries, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Date</th>
                      <th scope="col">Title</th>
                      <th scope="col">Author</th>
                      <th scope="col">Body</th>
                      <th scope="col">Images</th>
                      <th scope="col">Video</th>
                    </tr>
                  </thead>
                  <tbody>
                    {entries.map((entry) => (
                      <tr key={entry._id} id={`post-${entry._id}`}>
                        <td data-label="Date" className="journal-table__date">
                          <time dateTime={isoDay(entry.createdAt, utc)}>{formatJournalDate(entry.createdAt, utc)}</time>
                        </td>
                        <td data-label="Title" className="journal-table__title">
                          <Link to={postAddress(entry)}>{entry.title}</Link>
                          <TagLinks tags={entry.tags} />
                        </td>
                        <td data-label="Author" className="journal-table__author">
                          {entry.name}
                        </td>
                        <td data-label="Body" className="journal-table__body">
                          <Html className="rich-text" html={entry.body} />
                        </td>
                        <td data-label="Images" className={`journal-table__images${entry.images.length > 0 ? "" : " is-empty"}`}>
                          {entry.images.length > 0 ? <ImageStrip images={entry.images} alt={entry.title} /> : "—"}
                        </td>
                        <td data-label="Video" className={`journal-table__video${entry.video ? "" : " is-empty"}`}>
                          {entry.video ? <VideoPlayer url={entry.video} title={entry.title} /> : "—"}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={shown} pages={pages} label="Pages of the journal" />
            </>
          )
        }}
      </QueryState>
      <SubscribeForm />
    </section>
  )
}

export const JournalPage = withContent(Journal)
