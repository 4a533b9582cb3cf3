import "../../content/dashboard/forms.css"

import { useNavigate, useParams } from "react-router-dom"

import * as Messages from "#schemas/messages.ts"
import { postsApi } from "#web/content/api.ts"
import { fromPickerValue } from "#web/content/format.ts"
import { useContentMutation, useOwnedPost } from "#web/content/queries.ts"
import { QueryState } from "#web/content/ui/QueryState.tsx"
import { useFocusHeading } from "#web/content/ui/useFocusHeading.ts"
import { withContent } from "#web/content/withContent.tsx"
import { notifySuccess } from "#web/ui/notify.ts"

import { ContentIntro } from "../../content/dashboard/ContentIntro.tsx"
import { PostForm, postValues } from "./PostForm.tsx"

function EditPost() {
  const { id = "" } = useParams()
  useFocusHeading(id)
  const navigate = useNavigate()
  const post = useOwnedPost(id)
  const update = useContentMutation("Posts", postsApi.update)
  return (
    <>
      <ContentIntro title="Edit Post">Change the text, images, video or date of this post.</ContentIntro>
      <QueryState query={post} loading="Loading the post…">
        {(data) => (
          <PostForm
            key={data._id}
            mode="edit"
            initial={postValues(data)}
            onSubmit={async ({ createdAt, ...values }) => {
              // An untouched (or emptied) picker keeps the stored date to the millisecond.
              const when = createdAt === postValues(data).createdAt ? "" : fromPickerValue(createdAt)
              await update.mutateAsync({ ...values, _id: data._id, ...(when ? { createdAt: when } : {}) })
              notifySuccess(Messages.postUpdated)
              void navigate("/dashboard/posts")
            }}
          />
        )}
      </QueryState>
    </>
  )
}

export const EditPostPage = withContent(EditPost)
