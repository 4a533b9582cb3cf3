import "../site-pages/site.css"

import { useVideoGroups } from "../content/queries.ts"
import { CategorySections } from "../content/ui/CategorySections.tsx"
import { QueryState } from "../content/ui/QueryState.tsx"
import { useFocusHeading } from "../content/ui/useFocusHeading.ts"
import { VideoPlayer } from "../content/ui/VideoPlayer.tsx"
import { withContent } from "../content/withContent.tsx"
import { PageIntro } from "../ui/PageIntro.tsx"

function Videos() {
  useFocusHeading()
  const groups = useVideoGroups()
  return (
    <section aria-labelledby="videos-title">
      <PageIntro title="Videos" id="videos-title">
        Short films from the homestead, grouped by topic, from building raised beds to putting up the harvest.
      </PageIntro>
      <QueryState query={groups} loading="Loading videos…" empty="No videos yet" isEmpty={(g) => g.length === 0}>
        {(list) => (
          <CategorySections groups={list} prefix="videos" unit="video">
            {(videos) => (
              <ul className="card-grid card-grid--videos">
                {videos.map((video) => (
                  <li key={video._id} id={`video-${video._id}`} className="card video-card">
                    <VideoPlayer url={video.video} title={video.title} />
                    <h3>{video.title}</h3>
                    {video.description && <p>{video.description}</p>}
                  </li>
                ))}
              </ul>
            )}
          </CategorySections>
        )}
      </QueryState>
    </section>
  )
}

export const VideosPage = withContent(Videos)
