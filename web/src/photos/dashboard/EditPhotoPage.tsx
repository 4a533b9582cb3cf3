import { useParams } from "react-router-dom"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { photosApi } from "#web/content/dashboard/api.ts"
import { usePhoto } from "#web/content/queries.ts"
import { withContent } from "#web/content/withContent.tsx"
import { useMessages } from "#web/i18n/language.ts"

import { ContentEditPage } from "../../content/dashboard/ContentEditPage.tsx"
import { PhotoForm } from "./PhotoForm.tsx"

function EditPhoto() {
  const { id = "" } = useParams()
  const m = useMessages("dashboard", Dashboard)
  return (
    <ContentEditPage
      title={m.editPhoto}
      intro={m.editPhotoIntro}
      entryKey={id}
      query={usePhoto(id)}
      what={m.thePhoto}
      tag="Gallery"
      update={photosApi.update}
      saved={m.photoUpdated}
      backTo="/dashboard/gallery"
      form={(photo, save) => (
        <PhotoForm
          key={photo._id}
          submitLabel={m.updatePhoto}
          initial={{ title: photo.title, category: photo.category, image: photo.image, preview: photo.urls.carousel, description: photo.description }}
          onSubmit={(values) => save({ _id: photo._id, title: values.title, category: values.category, description: values.description, image: values.image })}
        />
      )}
    />
  )
}

export const EditPhotoPage = withContent(EditPhoto)
