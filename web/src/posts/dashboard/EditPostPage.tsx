import { useParams } from "react-router-dom"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { postsApi } from "#web/content/dashboard/api.ts"
import { fromPickerValue } from "#web/content/format.ts"
import { useOwnedPost } from "#web/content/queries.ts"
import { withContent } from "#web/content/withContent.tsx"
import { useMessages } from "#web/i18n/language.ts"

import { ContentEditPage } from "../../content/dashboard/ContentEditPage.tsx"
import { MakeQuizLink } from "../../quiz-sources/MakeQuizLink.tsx"
import { PostForm, postValues } from "./PostForm.tsx"

function EditPost() {
  const { id = "" } = useParams()
  const m = useMessages("dashboard", Dashboard)
  return (
    <ContentEditPage
      title={m.editPost}
      intro={m.editPostIntro}
      entryKey={id}
      query={useOwnedPost(id)}
      what={m.thePost}
      tag="Posts"
      update={postsApi.update}
      saved={m.postUpdated}
      backTo="/dashboard/posts"
      form={(post, save) => (
        <>
          {!post.draft && (
            <p className="dash-export__links">
              <MakeQuizLink source={{ post: post._id }} name={post.title} />
            </p>
          )}
          <PostForm
            key={post._id}
            mode="edit"
            draftKey={post._id}
            initial={postValues(post)}
            onSubmit={async ({ createdAt, ...values }) => {
              // An untouched (or emptied) picker keeps the stored date to the millisecond.
              const when = createdAt === postValues(post).createdAt ? "" : fromPickerValue(createdAt)
              await save({ ...values, _id: post._id, ...(when ? { createdAt: when } : {}) })
            }}
          />
        </>
      )}
    />
  )
}

export const EditPostPage = withContent(EditPost)
