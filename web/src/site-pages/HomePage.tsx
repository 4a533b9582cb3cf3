import "./site.css"
import "./home/home.css"

import { pageOf } from "#schemas/post-address.ts"

import { usePosts } from "../content/queries.ts"
import { Pager, usePageParam } from "../content/ui/Pager.tsx"
import { QueryState } from "../content/ui/QueryState.tsx"
import { useFocusHeading } from "../content/ui/useFocusHeading.ts"
import { withContent } from "../content/withContent.tsx"
import { PageIntro } from "../ui/PageIntro.tsx"
import { PostArticle } from "./home/PostArticle.tsx"
import { Sidebar } from "./home/Sidebar.tsx"

function Home() {
  const page = usePageParam()
  useFocusHeading(String(page))
  const posts = usePosts()
  return (
    // The intro, then the sidebar, then the posts: on a phone (one column) the photos, the newest video and a
    // recipe come before the long list of posts; from 992 px the sidebar stands beside both.
    <div className="home-layout">
      <div className="home-intro">
        <PageIntro title="From the homestead" id="home-title">
          The latest posts from our backyard homestead in the desert, with recent photos, videos and a recipe worth trying.
        </PageIntro>
      </div>
      <Sidebar />
      <section className="home-posts" aria-labelledby="home-title">
        <QueryState query={posts} loading="Loading posts…" empty="No posts yet" isEmpty={(list) => list.length === 0}>
          {(list) => {
            const shown = pageOf(list, page)
            return (
              <>
                <div className="post-list">
                  {shown.items.map((post) => (
                    <PostArticle key={post._id} post={post} />
                  ))}
                </div>
                <Pager page={shown.page} pages={shown.pages} label="Pages of posts" />
              </>
            )
          }}
        </QueryState>
      </section>
    </div>
  )
}

export const HomePage = withContent(Home)
