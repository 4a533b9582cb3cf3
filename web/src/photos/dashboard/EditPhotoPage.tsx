import { useParams } from "react-router-dom"

import * as Messages from "#schemas/messages.ts"
import { photosApi } from "#web/content/dashboard/api.ts"
import { usePhoto } from "#web/content/queries.ts"
import { withContent } from "#web/content/withContent.tsx"

import { ContentEditPage } from "../../content/dashboard/ContentEditPage.tsx"
import { PhotoForm } from "./PhotoForm.tsx"

function EditPhoto() {
  const { id = "" } = useParams()
  return (
    <ContentEditPage
      title="Edit Photo"
      intro="Change the title, category, image or description of this photo."
      entryKey={id}
      query={usePhoto(id)}
      what="the photo"
      tag="Gallery"
      update={photosApi.update}
      saved={Messages.photoUpdated}
      backTo="/dashboard/gallery"
      form={(photo, save) => (
        <PhotoForm
          key={photo._id}
          submitLabel="Update Photo"
          initial={{ title: photo.title, category: photo.category, image: photo.image, preview: photo.urls.carousel, description: photo.description }}
          onSubmit={(values) => save({ _id: photo._id, title: values.title, category: values.category, description: values.description, image: values.image })}
        />
      )}
    />
  )
}

export const EditPhotoPage = withContent(EditPhoto)
