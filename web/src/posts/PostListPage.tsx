import "../site-pages/site.css"
import "../site-pages/home/home.css"

import { Link, useParams } from "react-router-dom"

import * as Frame from "#schemas/frame-messages.ts"
import * as Pages from "#schemas/page-messages.ts"
import { pageOf } from "#schemas/post-address.ts"
import * as Site from "#schemas/site-messages.ts"

import { usePageTitle } from "../app/pageTitle.ts"
import { usePosts } from "../content/queries.ts"
import { Pager, usePageParam } from "../content/ui/Pager.tsx"
import { QueryState } from "../content/ui/QueryState.tsx"
import { useFocusHeading } from "../content/ui/useFocusHeading.ts"
import { withContent } from "../content/withContent.tsx"
import { useMessages } from "../i18n/language.ts"
import { PostArticle } from "../site-pages/home/PostArticle.tsx"
import { PageIntro } from "../ui/PageIntro.tsx"

/** The published posts carrying one tag, `/journal/tag/<tag>`, newest first, a page at a time. */
function TaggedPosts() {
  const { tag = "" } = useParams()
  const page = usePageParam()
  useFocusHeading(`${tag} ${page}`)
  const posts = usePosts()
  const m = useMessages("site", Site)
  const p = useMessages("pages", Pages)
  const f = useMessages("frame", Frame)
  usePageTitle(f.taggedPostsTitle(tag))
  return (
    <section className="post-page" aria-labelledby="tag-title">
      <PageIntro title={f.taggedPostsTitle(tag)} id="tag-title">
        {p.taggedIntro(tag)}
      </PageIntro>
      <QueryState query={posts} loading={m.loadingPosts}>
        {(list) => {
          const tagged = list.filter((p) => p.tags.includes(tag))
          if (tagged.length === 0)
            return (
              <p className="empty-state">
                {p.noTaggedPosts} <Link to="/journal">{p.backToJournal}</Link>
              </p>
            )
          const shown = pageOf(tagged, page)
          return (
            <>
              <div className="post-list">
                {shown.items.map((post) => (
                  <PostArticle key={post._id} post={post} />
                ))}
              </div>
              <Pager page={shown.page} pages={shown.pages} label={p.pagesOfTagged(tag)} />
            </>
          )
        }}
      </QueryState>
    </section>
  )
}

export const PostListPage = withContent(TaggedPosts)
