import * as Messages from "#schemas/messages.ts"
import { flattenGroups } from "#web/content/categories.ts"
import { restoreEntry, videosApi } from "#web/content/dashboard/api.ts"
import { useVideoGroups } from "#web/content/queries.ts"
import type { Video } from "#web/content/types.ts"
import { withContent } from "#web/content/withContent.tsx"

import { type Column, ContentTable } from "../../content/dashboard/ContentTable.tsx"

const columns: readonly Column<Video>[] = [
  { label: "Title", className: "cell-title", cell: (video) => video.title },
  { label: "Category", cell: (video) => video.category },
  {
    label: "Video",
    cell: (video) => (
      <a href={video.video} target="_blank" rel="noopener noreferrer" className="cell-link">
        {video.video}
      </a>
    ),
  },
  { label: "Description", className: "cell-text", cell: (video) => video.description },
]

function Videos() {
  return (
    <ContentTable
      title="Videos"
      intro="The videos on the site, with their titles, categories and descriptions."
      add={{ to: "/dashboard/videos/addvideo", label: "Add Video" }}
      query={useVideoGroups()}
      entries={flattenGroups}
      plural="videos"
      caption="Videos by category"
      columns={columns}
      nameOf={(video) => video.title}
      editTo={(video) => `/dashboard/videos/edit/${encodeURIComponent(video._id)}`}
      remove={{ tag: "Videos", run: videosApi.remove, restore: restoreEntry.video, question: Messages.deleteVideo, done: Messages.videoDeleted }}
    />
  )
}

export const DashboardVideosPage = withContent(Videos)
