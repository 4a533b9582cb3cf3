import "../../content/dashboard/forms.css"

import * as Messages from "#schemas/messages.ts"
import { photosApi, restoreEntry } from "#web/content/api.ts"
import { useAllPhotos } from "#web/content/queries.ts"
import { QueryState } from "#web/content/ui/QueryState.tsx"
import { useFocusHeading } from "#web/content/ui/useFocusHeading.ts"
import { withContent } from "#web/content/withContent.tsx"

import { ContentIntro } from "../../content/dashboard/ContentIntro.tsx"
import { RowActions } from "../../content/dashboard/RowActions.tsx"
import { useDelete } from "../../content/dashboard/useDelete.tsx"

function Pictures() {
  useFocusHeading()
  const photos = useAllPhotos()
  const remove = useDelete("Gallery", photosApi.remove, restoreEntry.photo, Messages.deletePhoto, Messages.photoDeleted)
  return (
    <>
      <ContentIntro title="Pictures" action={{ to: "/dashboard/gallery/addphoto", label: "Add Photo" }}>
        The photos in the public gallery, with their titles, categories and descriptions.
      </ContentIntro>
      <QueryState query={photos} loading="Loading photos…" empty="No photos yet" isEmpty={(list) => list.length === 0}>
        {(list) => (
          <div className="data-table-wrap">
            <table className="data-table">
              <caption className="visually-hidden">Photos, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Category</th>
                  <th scope="col">Image</th>
                  <th scope="col">Description</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((photo) => (
                  <tr key={photo._id}>
                    <td data-label="Title" className="cell-title">
                      {photo.title}
                    </td>
                    <td data-label="Category">{photo.category}</td>
                    <td data-label="Image">
                      <img className="cell-thumb" src={photo.urls.thumb} alt="" width={320} height={240} loading="lazy" />
                    </td>
                    <td data-label="Description" className="cell-text">
                      {photo.description}
                    </td>
                    <td data-label="">
                      <RowActions
                        editTo={`/dashboard/gallery/edit/${encodeURIComponent(photo._id)}`}
                        name={photo.title}
                        onDelete={() => void remove.run({ id: photo._id, name: photo.title, entry: photo })}
                        deleting={remove.pendingId === photo._id}
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

export const PicturesPage = withContent(Pictures)
