import { Link } from "react-router-dom"

import * as Site from "#schemas/site-messages.ts"
import { useLatestRecipe, useLatestVideo, useRecentPhotos } from "#web/content/queries.ts"
import { QueryState } from "#web/content/ui/QueryState.tsx"
import { VideoPlayer } from "#web/content/ui/VideoPlayer.tsx"
import { useMessages } from "#web/i18n/language.ts"

import { PhotoCarousel } from "./PhotoCarousel.tsx"

/** The home page's sidebar: Recent Photos, Latest Videos and a recipe to try (docs/product.md §2). */
export function Sidebar() {
  const m = useMessages("site", Site)
  const photos = useRecentPhotos()
  const video = useLatestVideo()
  const recipe = useLatestRecipe()
  return (
    <aside className="home-sidebar" aria-label={m.sidebarLabel}>
      <section className="card sidebar-card" aria-labelledby="recent-photos">
        <h2 id="recent-photos">{m.recentPhotos}</h2>
        <QueryState query={photos} loading={m.loadingPhotos} empty={m.noPhotosYet} isEmpty={(list) => list.length === 0}>
          {(list) => <PhotoCarousel photos={list} />}
        </QueryState>
      </section>
      <section className="card sidebar-card" aria-labelledby="latest-videos">
        <h2 id="latest-videos">{m.latestVideos}</h2>
        <QueryState query={video} loading={m.loadingVideos} empty={m.noVideosYet} isEmpty={(v) => v === null}>
          {(v) =>
            v && (
              <>
                <VideoPlayer url={v.video} title={v.title} />
                <Link to="/videos">{m.allVideos}</Link>
              </>
            )
          }
        </QueryState>
      </section>
      <section className="card sidebar-card" aria-labelledby="latest-recipe">
        <h2 id="latest-recipe">{m.recipeToTry}</h2>
        <QueryState query={recipe} loading={m.loadingRecipe} empty={m.noRecipesYet} isEmpty={(r) => r === null}>
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
