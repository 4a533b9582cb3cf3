import "../../content/dashboard/forms.css"

import { useNavigate } from "react-router-dom"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { videosApi } from "#web/content/dashboard/api.ts"
import { useContentMutation } from "#web/content/dashboard/mutations.ts"
import { useFocusHeading } from "#web/content/ui/useFocusHeading.ts"
import { withContent } from "#web/content/withContent.tsx"
import { useMessages } from "#web/i18n/language.ts"
import { notifySuccess } from "#web/ui/notify.ts"

import { ContentIntro } from "../../content/dashboard/ContentIntro.tsx"
import { emptyVideo, VideoForm } from "./VideoForm.tsx"

function AddVideo() {
  useFocusHeading()
  const navigate = useNavigate()
  const m = useMessages("dashboard", Dashboard)
  const create = useContentMutation("Videos", videosApi.create)
  return (
    <>
      <ContentIntro title={m.addVideo}>{m.addVideoIntro}</ContentIntro>
      <VideoForm
        initial={emptyVideo}
        submitLabel={m.addVideo}
        onSubmit={async (values) => {
          await create.mutateAsync(values)
          notifySuccess(m.videoAdded)
          void navigate("/dashboard/videos")
        }}
      />
    </>
  )
}

export const AddVideoPage = withContent(AddVideo)
