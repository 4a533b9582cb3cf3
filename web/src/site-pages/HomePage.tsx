import "./site.css"
import "./home/home.css"

import { pageOf } from "#schemas/post-address.ts"
import * as Site from "#schemas/site-messages.ts"

import { usePosts } from "../content/queries.ts"
import { Pager, usePageParam } from "../content/ui/Pager.tsx"
import { QueryState } from "../content/ui/QueryState.tsx"
import { useFocusHeading } from "../content/ui/useFocusHeading.ts"
import { withContent } from "../content/withContent.tsx"
import { useMessages } from "../i18n/language.ts"
import { PageIntro } from "../ui/PageIntro.tsx"
import { PostArticle } from "./home/PostArticle.tsx"
import { Sidebar } from "./home/Sidebar.tsx"

function Home() {
  const m = useMessages("site", Site)
  const page = usePageParam()
  useFocusHeading(String(page))
  const posts = usePosts()
  return (
    // The intro, then the sidebar, then the posts: on a phone (one column) the photos, the newest video and a
    // recipe come before the long list of posts; from 992 px the sidebar stands beside both.
    <div className="home-layout">
      <div className="home-intro">
        <PageIntro title={m.homeTitle} id="home-title">
          {m.homeIntro}
        </PageIntro>
      </div>
      <Sidebar />
      <section className="home-posts" aria-labelledby="home-title">
        <QueryState query={posts} loading={m.loadingPosts} empty={m.noPostsYet} isEmpty={(list) => list.length === 0}>
          {(list) => {
            const shown = pageOf(list, page)
            return (
              <>
                <div className="post-list">
                  {shown.items.map((post) => (
                    <PostArticle key={post._id} post={post} />
                  ))}
                </div>
                <Pager page={shown.page} pages={shown.pages} label={m.pagesOfPosts} />
              </>
            )
          }}
        </QueryState>
      </section>
    </div>
  )
}

export const HomePage = withContent(Home)
