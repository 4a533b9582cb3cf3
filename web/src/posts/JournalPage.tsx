import "../site-pages/site.css"

import { Link } from "react-router-dom"

import * as Pages from "#schemas/page-messages.ts"
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
import { useLanguage, useMessages } from "../i18n/language.ts"
import { SubscribeForm } from "../journal-mail/SubscribeForm.tsx"
import { PageIntro } from "../ui/PageIntro.tsx"

function Journal() {
  const page = usePageParam()
  useFocusHeading(String(page))
  const journal = useJournal()
  const utc = !useHydrated()
  const m = useMessages("pages", Pages)
  const language = useLanguage()
  return (
    <section aria-labelledby="journal-title">
      <PageIntro title={m.journalTitle} id="journal-title">
        {m.journalIntro}
      </PageIntro>
      <QueryState query={journal} loading={m.loadingJournal} empty={m.noJournalEntries} isEmpty={(list) => list.length === 0}>
        {(all) => {
          const { items: entries, page: shown, pages } = pageOf(all, page)
          return (
            <>
              <div className="data-table-wrap">
                <table className="data-table journal-table">
                  <caption className="visually-hidden">{m.journalCaption}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{m.columnDate}</th>
                      <th scope="col">{m.columnTitle}</th>
                      <th scope="col">{m.columnAuthor}</th>
                      <th scope="col">{m.columnBody}</th>
                      <th scope="col">{m.columnImages}</th>
                      <th scope="col">{m.columnVideo}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {entries.map((entry) => (
                      <tr key={entry._id} id={`post-${entry._id}`}>
                        <td data-label={m.columnDate} className="journal-table__date">
                          <time dateTime={isoDay(entry.createdAt, utc)}>{formatJournalDate(entry.createdAt, utc, language)}</time>
                        </td>
                        <td data-label={m.columnTitle} className="journal-table__title">
                          <Link to={postAddress(entry)}>{entry.title}</Link>
                          <TagLinks tags={entry.tags} />
                        </td>
                        <td data-label={m.columnAuthor} className="journal-table__author">
                          {entry.name}
                        </td>
                        <td data-label={m.columnBody} className="journal-table__body">
                          <Html className="rich-text" html={entry.body} />
                        </td>
                        <td data-label={m.columnImages} className={`journal-table__images${entry.images.length > 0 ? "" : " is-empty"}`}>
                          {entry.images.length > 0 ? <ImageStrip images={entry.images} alt={entry.title} /> : "—"}
                        </td>
                        <td data-label={m.columnVideo} className={`journal-table__video${entry.video ? "" : " is-empty"}`}>
                          {entry.video ? <VideoPlayer url={entry.video} title={entry.title} /> : "—"}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={shown} pages={pages} label={m.pagesOfJournal} />
            </>
          )
        }}
      </QueryState>
      <SubscribeForm />
    </section>
  )
}

export const JournalPage = withContent(Journal)
