import * as Messages from "#schemas/messages.ts"
import { photosApi, restoreEntry } from "#web/content/dashboard/api.ts"
import { useAllPhotos } from "#web/content/queries.ts"
import type { Photo } from "#web/content/types.ts"
import { withContent } from "#web/content/withContent.tsx"

import { type Column, ContentTable } from "../../content/dashboard/ContentTable.tsx"

const columns: readonly Column<Photo>[] = [
  { label: "Title", className: "cell-title", cell: (photo) => photo.title },
  { label: "Category", cell: (photo) => photo.category },
  { label: "Image", cell: (photo) => <img className="cell-thumb" src={photo.urls.thumb} alt="" width={320} height={240} loading="lazy" /> },
  { label: "Description", className: "cell-text", cell: (photo) => photo.description },
]

function Pictures() {
  return (
    <ContentTable
      title="Pictures"
      intro="The photos in the public gallery, with their titles, categories and descriptions."
      add={{ to: "/dashboard/gallery/addphoto", label: "Add Photo" }}
      query={useAllPhotos()}
      entries={(list) => list}
      plural="photos"
      caption="Photos, newest first"
      columns={columns}
      nameOf={(photo) => photo.title}
      editTo={(photo) => `/dashboard/gallery/edit/${encodeURIComponent(photo._id)}`}
      remove={{ tag: "Gallery", run: photosApi.remove, restore: restoreEntry.photo, question: Messages.deletePhoto, done: Messages.photoDeleted }}
    />
  )
}

export const PicturesPage = withContent(Pictures)
