import "../../content/dashboard/forms.css"

import * as Messages from "#schemas/messages.ts"
import { restoreEntry, videosApi } from "#web/content/api.ts"
import { flattenGroups } from "#web/content/categories.ts"
import { useVideoGroups } from "#web/content/queries.ts"
import { QueryState } from "#web/content/ui/QueryState.tsx"
import { useFocusHeading } from "#web/content/ui/useFocusHeading.ts"
import { withContent } from "#web/content/withContent.tsx"

import { ContentIntro } from "../../content/dashboard/ContentIntro.tsx"
import { RowActions } from "../../content/dashboard/RowActions.tsx"
import { useDelete } from "../../content/dashboard/useDelete.tsx"

function Videos() {
  useFocusHeading()
  const groups = useVideoGroups()
  const remove = useDelete("Videos", videosApi.remove, restoreEntry.video, Messages.deleteVideo, Messages.videoDeleted)
  return (
    <>
      <ContentIntro title="Videos" action={{ to: "/dashboard/videos/addvideo", label: "Add Video" }}>
        The videos on the site, with their titles, categories and descriptions.
      </ContentIntro>
      <QueryState query={groups} loading="Loading videos…" empty="No videos yet" isEmpty={(g) => flattenGroups(g).length === 0}>
        {(list) => (
          <div className="data-table-wrap">
            <table className="data-table">
              <caption className="visually-hidden">Videos by category</caption>
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Category</th>
                  <th scope="col">Video</th>
                  <th scope="col">Description</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {flattenGroups(list).map((video) => (
                  <tr key={video._id}>
                    <td data-label="Title" className="cell-title">
                      {video.title}
                    </td>
                    <td data-label="Category">{video.category}</td>
                    <td data-label="Video">
                      <a href={video.video} target="_blank" rel="noopener noreferrer" className="cell-link">
                        {video.video}
                      </a>
                    </td>
                    <td data-label="Description" className="cell-text">
                      {video.description}
                    </td>
                    <td data-label="">
                      <RowActions
                        editTo={`/dashboard/videos/edit/${encodeURIComponent(video._id)}`}
                        name={video.title}
                        onDelete={() => void remove.run({ id: video._id, name: video.title, entry: video })}
                        deleting={remove.pendingId === video._id}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      {remove.dialog}
    </>
  )
}

export const DashboardVideosPage = withContent(Videos)
