import "../../content/dashboard/forms.css"

import { useNavigate, useParams } from "react-router-dom"

import * as Messages from "#schemas/messages.ts"
import { videosApi } from "#web/content/api.ts"
import { useContentMutation, useVideo } from "#web/content/queries.ts"
import { QueryState } from "#web/content/ui/QueryState.tsx"
import { useFocusHeading } from "#web/content/ui/useFocusHeading.ts"
import { withContent } from "#web/content/withContent.tsx"
import { notifySuccess } from "#web/ui/notify.ts"

import { ContentIntro } from "../../content/dashboard/ContentIntro.tsx"
import { VideoForm } from "./VideoForm.tsx"

function EditVideo() {
  const { id = "" } = useParams()
  useFocusHeading(id)
  const navigate = useNavigate()
  const video = useVideo(id)
  const update = useContentMutation("Videos", videosApi.update)
  return (
    <>
      <ContentIntro title="Edit Video">Change the title, category, link or description of this video.</ContentIntro>
      <QueryState query={video} loading="Loading the video…">
        {(data) => (
          <VideoForm
            key={data._id}
            submitLabel="Update Video"
            initial={{ title: data.title, category: data.category, video: data.video, description: data.description }}
            onSubmit={async (values) => {
              await update.mutateAsync({ ...values, _id: data._id })
              notifySuccess(Messages.videoUpdated)
              void navigate("/dashboard/videos")
            }}
          />
        )}
      </QueryState>
    </>
  )
}

export const EditVideoPage = withContent(EditVideo)
