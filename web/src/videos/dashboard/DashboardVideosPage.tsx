import { useMemo } from "react"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import type { Words } from "#schemas/i18n/catalogue.ts"
import { flattenGroups } from "#web/content/categories.ts"
import { restoreEntry, videosApi } from "#web/content/dashboard/api.ts"
import { useVideoGroups } from "#web/content/queries.ts"
import type { Video } from "#web/content/types.ts"
import { withContent } from "#web/content/withContent.tsx"
import { useMessages } from "#web/i18n/language.ts"

import { type Column, ContentTable } from "../../content/dashboard/ContentTable.tsx"

const columnsOf = (m: Words<typeof Dashboard>): readonly Column<Video>[] => [
  { label: m.title, className: "cell-title", cell: (video) => video.title },
  { label: m.category, cell: (video) => video.category },
  {
    label: m.video,
    cell: (video) => (
      <a href={video.video} target="_blank" rel="noopener noreferrer" className="cell-link">
        {video.video}
      </a>
    ),
  },
  { label: m.description, className: "cell-text", cell: (video) => video.description },
]

function Videos() {
  const m = useMessages("dashboard", Dashboard)
  const columns = useMemo(() => columnsOf(m), [m])
  return (
    <ContentTable
      title={m.videosTitle}
      intro={m.videosIntro}
      add={{ to: "/dashboard/videos/addvideo", label: m.addVideo }}
      query={useVideoGroups()}
      entries={flattenGroups}
      plural={m.videosPlural}
      caption={m.videosCaption}
      columns={columns}
      nameOf={(video) => video.title}
      editTo={(video) => `/dashboard/videos/edit/${encodeURIComponent(video._id)}`}
      remove={{ tag: "Videos", run: videosApi.remove, restore: restoreEntry.video, question: m.deleteVideo, done: m.videoDeleted }}
    />
  )
}

export const DashboardVideosPage = withContent(Videos)
