import "../../content/dashboard/forms.css"

import { useNavigate } from "react-router-dom"

import * as Messages from "#schemas/messages.ts"
import { videosApi } from "#web/content/dashboard/api.ts"
import { useContentMutation } from "#web/content/dashboard/mutations.ts"
import { useFocusHeading } from "#web/content/ui/useFocusHeading.ts"
import { withContent } from "#web/content/withContent.tsx"
import { notifySuccess } from "#web/ui/notify.ts"

import { ContentIntro } from "../../content/dashboard/ContentIntro.tsx"
import { emptyVideo, VideoForm } from "./VideoForm.tsx"

function AddVideo() {
  useFocusHeading()
  const navigate = useNavigate()
  const create = useContentMutation("Videos", videosApi.create)
  return (
    <>
      <ContentIntro title="Add Video">Add a video link with a title, a category and a description.</ContentIntro>
      <VideoForm
        initial={emptyVideo}
        submitLabel="Add Video"
        onSubmit={async (values) => {
          await create.mutateAsync(values)
          notifySuccess(Messages.videoAdded)
          void navigate("/dashboard/videos")
        }}
      />
    </>
  )
}

export const AddVideoPage = withContent(AddVideo)
