import "../../content/dashboard/forms.css"

import { useNavigate } from "react-router-dom"

import * as Messages from "#schemas/messages.ts"
import { photosApi } from "#web/content/dashboard/api.ts"
import { useContentMutation } from "#web/content/dashboard/mutations.ts"
import { useFocusHeading } from "#web/content/ui/useFocusHeading.ts"
import { withContent } from "#web/content/withContent.tsx"
import { notifySuccess } from "#web/ui/notify.ts"

import { ContentIntro } from "../../content/dashboard/ContentIntro.tsx"
import { emptyPhoto, PhotoForm } from "./PhotoForm.tsx"

function AddPhoto() {
  useFocusHeading()
  const navigate = useNavigate()
  const create = useContentMutation("Gallery", photosApi.create)
  return (
    <>
      <ContentIntro title="Add Photo">Upload a photo and give it a title, a category and a description.</ContentIntro>
      <PhotoForm
        initial={emptyPhoto}
        submitLabel="Add Photo"
        onSubmit={async (values) => {
          await create.mutateAsync({
            title: values.title,
            category: values.category,
            imageId: values.image,
            description: values.description,
          })
          notifySuccess(Messages.photoAdded)
          void navigate("/dashboard/gallery")
        }}
      />
    </>
  )
}

export const AddPhotoPage = withContent(AddPhoto)
