import { useMemo } from "react"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import type { Words } from "#schemas/i18n/catalogue.ts"
import { photosApi, restoreEntry } from "#web/content/dashboard/api.ts"
import { useAllPhotos } from "#web/content/queries.ts"
import type { Photo } from "#web/content/types.ts"
import { withContent } from "#web/content/withContent.tsx"
import { useMessages } from "#web/i18n/language.ts"

import { type Column, ContentTable } from "../../content/dashboard/ContentTable.tsx"

const columnsOf = (m: Words<typeof Dashboard>): readonly Column<Photo>[] => [
  { label: m.title, className: "cell-title", cell: (photo) => photo.title },
  { label: m.category, cell: (photo) => photo.category },
  { label: m.image, cell: (photo) => <img className="cell-thumb" src={photo.urls.thumb} alt="" width={320} height={240} loading="lazy" /> },
  { label: m.description, className: "cell-text", cell: (photo) => photo.description },
]

function Pictures() {
  const m = useMessages("dashboard", Dashboard)
  const columns = useMemo(() => columnsOf(m), [m])
  return (
    <ContentTable
      title={m.picturesTitle}
      intro={m.picturesIntro}
      add={{ to: "/dashboard/gallery/addphoto", label: m.addPhoto }}
      query={useAllPhotos()}
      entries={(list) => list}
      plural={m.photosPlural}
      caption={m.photosCaption}
      columns={columns}
      nameOf={(photo) => photo.title}
      editTo={(photo) => `/dashboard/gallery/edit/${encodeURIComponent(photo._id)}`}
      remove={{ tag: "Gallery", run: photosApi.remove, restore: restoreEntry.photo, question: m.deletePhoto, done: m.photoDeleted }}
    />
  )
}

export const PicturesPage = withContent(Pictures)
