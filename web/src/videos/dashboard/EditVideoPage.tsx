import { useParams } from "react-router-dom"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { videosApi } from "#web/content/dashboard/api.ts"
import { useVideo } from "#web/content/queries.ts"
import { withContent } from "#web/content/withContent.tsx"
import { useMessages } from "#web/i18n/language.ts"

import { ContentEditPage } from "../../content/dashboard/ContentEditPage.tsx"
import { VideoForm } from "./VideoForm.tsx"

function EditVideo() {
  const { id = "" } = useParams()
  const m = useMessages("dashboard", Dashboard)
  return (
    <ContentEditPage
      title={m.editVideo}
      intro={m.editVideoIntro}
      entryKey={id}
      query={useVideo(id)}
      what={m.theVideo}
      tag="Videos"
      update={videosApi.update}
      saved={m.videoUpdated}
      backTo="/dashboard/videos"
      form={(video, save) => (
        <VideoForm
          key={video._id}
          submitLabel={m.updateVideo}
          initial={{ title: video.title, category: video.category, video: video.video, description: video.description }}
          onSubmit={(values) => save({ ...values, _id: video._id })}
        />
      )}
    />
  )
}

export const EditVideoPage = withContent(EditVideo)
