import { Link } from "react-router-dom"

import { useLatestRecipe, useLatestVideo, useRecentPhotos } from "#web/content/queries.ts"
import { QueryState } from "#web/content/ui/QueryState.tsx"
import { VideoPlayer } from "#web/content/ui/VideoPlayer.tsx"

import { PhotoCarousel } from "./PhotoCarousel.tsx"

/** The home page's sidebar: Recent Photos, Latest Videos and a recipe to try (docs/product.md §2). */
export function Sidebar() {
  const photos = useRecentPhotos()
  const video = useLatestVideo()
  const recipe = useLatestRecipe()
  return (
    <aside className="home-sidebar" aria-label="Photos, videos and a recipe">
      <section className="card sidebar-card" aria-labelledby="recent-photos">
        <h2 id="recent-photos">Recent Photos</h2>
        <QueryState query={photos} loading="Loading photos…" empty="No photos yet" isEmpty={(list) => list.length === 0}>
          {(list) => <PhotoCarousel photos={list} />}
        </QueryState>
      </section>
      <section className="card sidebar-card" aria-labelledby="latest-videos">
        <h2 id="latest-videos">Latest Videos</h2>
        <QueryState query={video} loading="Loading videos…" empty="No videos yet" isEmpty={(v) => v === null}>
          {(v) =>
            v && (
              <>
                <VideoPlayer url={v.video} title={v.title} />
                <Link to="/videos">All videos</Link>
              </>
            )
          }
        </QueryState>
      </section>
      <section className="card sidebar-card" aria-labelledby="latest-recipe">
        <h2 id="latest-recipe">Check out this recipe</h2>
        <QueryState query={recipe} loading="Loading recipe…" empty="No recipes yet" isEmpty={(r) => r === null}>
          {(r) =>
            r && (
              <p className="sidebar-card__recipe">
                <Link to={`/recipes/${encodeURIComponent(r.servername)}`}>{r.name}</Link>
                {r.cooktime && <span> · {r.cooktime}</span>}
              </p>
            )
          }
        </QueryState>
      </section>
    </aside>
  )
}
