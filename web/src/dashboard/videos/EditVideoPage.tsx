import { useNavigate, useParams } from "react-router-dom"
import { Messages } from "../../../../schemas/messages.ts"
import { videosApi } from "../../content/api.ts"
import { useContentMutation, useVideo } from "../../content/queries.ts"
import { QueryState } from "../../content/ui/QueryState.tsx"
import { useFocusHeading } from "../../content/ui/useFocusHeading.ts"
import { withContent } from "../../content/withContent.tsx"
import { notifySuccess } from "../../ui/notify.ts"
import { ContentIntro } from "../ContentIntro.tsx"
import { VideoForm } from "./VideoForm.tsx"
import "../common/forms.css"

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
          <VideoForm key={data._id} submitLabel="Update Video"
            initial={{ title: data.title, category: data.category, video: data.video, description: data.description }}
            onSubmit={async (values) => {
              await update.mutateAsync({ ...values, _id: data._id })
              notifySuccess(Messages.videoUpdated)
              navigate("/dashboard/videos")
            }} />
        )}
      </QueryState>
    </>
  )
}

export const EditVideoPage = withContent(EditVideo)
