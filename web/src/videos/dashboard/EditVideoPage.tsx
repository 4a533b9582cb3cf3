import { useParams } from "react-router-dom"

import * as Messages from "#schemas/messages.ts"
import { videosApi } from "#web/content/dashboard/api.ts"
import { useVideo } from "#web/content/queries.ts"
import { withContent } from "#web/content/withContent.tsx"

import { ContentEditPage } from "../../content/dashboard/ContentEditPage.tsx"
import { VideoForm } from "./VideoForm.tsx"

function EditVideo() {
  const { id = "" } = useParams()
  return (
    <ContentEditPage
      title="Edit Video"
      intro="Change the title, category, link or description of this video."
      entryKey={id}
      query={useVideo(id)}
      what="the video"
      tag="Videos"
      update={videosApi.update}
      saved={Messages.videoUpdated}
      backTo="/dashboard/videos"
      form={(video, save) => (
        <VideoForm
          key={video._id}
          submitLabel="Update Video"
          initial={{ title: video.title, category: video.category, video: video.video, description: video.description }}
          onSubmit={(values) => save({ ...values, _id: video._id })}
        />
      )}
    />
  )
}

export const EditVideoPage = withContent(EditVideo)
