import "../site-pages/site.css"

import * as Pages from "#schemas/page-messages.ts"
import * as Site from "#schemas/site-messages.ts"

import { useVideoGroups } from "../content/queries.ts"
import { CategorySections } from "../content/ui/CategorySections.tsx"
import { QueryState } from "../content/ui/QueryState.tsx"
import { useFocusHeading } from "../content/ui/useFocusHeading.ts"
import { VideoPlayer } from "../content/ui/VideoPlayer.tsx"
import { withContent } from "../content/withContent.tsx"
import { useMessages } from "../i18n/language.ts"
import { PageIntro } from "../ui/PageIntro.tsx"

function Videos() {
  useFocusHeading()
  const m = useMessages("site", Site)
  const p = useMessages("pages", Pages)
  const groups = useVideoGroups()
  return (
    <section aria-labelledby="videos-title">
      <PageIntro title={p.videosTitle} id="videos-title">
        {p.videosIntro}
      </PageIntro>
      <QueryState query={groups} loading={m.loadingVideos} empty={m.noVideosYet} isEmpty={(g) => g.length === 0}>
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
