import { usePosts } from "../content/queries.ts"
import { QueryState } from "../content/ui/QueryState.tsx"
import { useFocusHeading } from "../content/ui/useFocusHeading.ts"
import { withContent } from "../content/withContent.tsx"
import { PageIntro } from "../ui/PageIntro.tsx"
import { PostArticle } from "./home/PostArticle.tsx"
import { Sidebar } from "./home/Sidebar.tsx"
import "./site.css"
import "./home/home.css"

function Home() {
  useFocusHeading()
  const posts = usePosts()
  return (
    <div className="home-layout">
      <section className="home-posts" aria-labelledby="home-title">
        <PageIntro title="From the homestead" id="home-title">
          The latest posts from our backyard homestead in the desert, with recent photos, videos and a recipe worth
          trying.
        </PageIntro>
        <QueryState query={posts} loading="Loading posts…" empty="No posts yet" isEmpty={(list) => list.length === 0}>
          {(list) => (
            <div className="post-list">
              {list.map((post) => <PostArticle key={post._id} post={post} />)}
            </div>
          )}
        </QueryState>
      </section>
      <Sidebar />
    </div>
  )
}

export const HomePage = withContent(Home)
