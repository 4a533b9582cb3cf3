import "../../content/dashboard/forms.css"

import { useNavigate } from "react-router-dom"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { photosApi } from "#web/content/dashboard/api.ts"
import { useContentMutation } from "#web/content/dashboard/mutations.ts"
import { useFocusHeading } from "#web/content/ui/useFocusHeading.ts"
import { withContent } from "#web/content/withContent.tsx"
import { useMessages } from "#web/i18n/language.ts"
import { notifySuccess } from "#web/ui/notify.ts"

import { ContentIntro } from "../../content/dashboard/ContentIntro.tsx"
import { emptyPhoto, PhotoForm } from "./PhotoForm.tsx"

function AddPhoto() {
  useFocusHeading()
  const navigate = useNavigate()
  const m = useMessages("dashboard", Dashboard)
  const create = useContentMutation("Gallery", photosApi.create)
  return (
    <>
      <ContentIntro title={m.addPhoto}>{m.addPhotoIntro}</ContentIntro>
      <PhotoForm
        initial={emptyPhoto}
        submitLabel={m.addPhoto}
        onSubmit={async (values) => {
          await create.mutateAsync({
            title: values.title,
            category: values.category,
            imageId: values.image,
            description: values.description,
          })
          notifySuccess(m.photoAdded)
          void navigate("/dashboard/gallery")
        }}
      />
    </>
  )
}

export const AddPhotoPage = withContent(AddPhoto)
