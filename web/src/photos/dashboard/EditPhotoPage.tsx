import "../../content/dashboard/forms.css"

import { useNavigate, useParams } from "react-router-dom"

import * as Messages from "#schemas/messages.ts"
import { photosApi } from "#web/content/api.ts"
import { useContentMutation, usePhoto } from "#web/content/queries.ts"
import { QueryState } from "#web/content/ui/QueryState.tsx"
import { useFocusHeading } from "#web/content/ui/useFocusHeading.ts"
import { withContent } from "#web/content/withContent.tsx"
import { notifySuccess } from "#web/ui/notify.ts"

import { ContentIntro } from "../../content/dashboard/ContentIntro.tsx"
import { PhotoForm } from "./PhotoForm.tsx"

function EditPhoto() {
  const { id = "" } = useParams()
  useFocusHeading(id)
  const navigate = useNavigate()
  const photo = usePhoto(id)
  const update = useContentMutation("Gallery", photosApi.update)
  return (
    <>
      <ContentIntro title="Edit Photo">Change the title, category, image or description of this photo.</ContentIntro>
      <QueryState query={photo} loading="Loading the photo…">
        {(data) => (
          <PhotoForm
            key={data._id}
            submitLabel="Update Photo"
            initial={{ title: data.title, category: data.category, image: data.image, preview: data.urls.carousel, description: data.description }}
            onSubmit={async (values) => {
              await update.mutateAsync({
                _id: data._id,
                title: values.title,
                category: values.category,
                description: values.description,
                image: values.image,
              })
              notifySuccess(Messages.photoUpdated)
              void navigate("/dashboard/gallery")
            }}
          />
        )}
      </QueryState>
    </>
  )
}

export const EditPhotoPage = withContent(EditPhoto)
