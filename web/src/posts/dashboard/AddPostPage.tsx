import "../../content/dashboard/forms.css"

import { useState } from "react"
import { Link } from "react-router-dom"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { postsApi } from "#web/content/dashboard/api.ts"
import { useContentMutation } from "#web/content/dashboard/mutations.ts"
import { postAddress } from "#web/content/postAddress.ts"
import type { Post } from "#web/content/types.ts"
import { useFocusHeading } from "#web/content/ui/useFocusHeading.ts"
import { withContent } from "#web/content/withContent.tsx"
import { useLanguage, useMessages } from "#web/i18n/language.ts"
import { notifySuccess } from "#web/ui/notify.ts"

import { ContentIntro } from "../../content/dashboard/ContentIntro.tsx"
import { formatDateTime } from "../../content/dashboard/dateTime.ts"
import { emptyPost, PostForm } from "./PostForm.tsx"

/** Adding a post stays on the page: after 'Post added' the form starts afresh for the next one. */
function AddPost() {
  useFocusHeading()
  const m = useMessages("dashboard", Dashboard)
  const language = useLanguage()
  const create = useContentMutation("Posts", postsApi.create)
  const [round, setRound] = useState(0)
  const [added, setAdded] = useState<Post | null>(null)
  return (
    <>
      <ContentIntro title={m.addPost}>{m.addPostIntro}</ContentIntro>
      {added && (
        <p className="added-note" role="status">
          {added.draft ? (
            <>
              {m.savedAsDraft(added.title)}
              {added.publishAt === "" ? "." : m.untilItPublishes(formatDateTime(added.publishAt, language))}{" "}
              <Link to={`/dashboard/posts/edit/${encodeURIComponent(added._id)}`}>{m.editTheDraft}</Link>
            </>
          ) : (
            <>
              {m.addedPost(added.title)} <Link to={postAddress(added)}>{m.viewThePost}</Link>
            </>
          )}
        </p>
      )}
      <PostForm
        key={round}
        mode="add"
        draftKey="new"
        initial={emptyPost}
        onSubmit={async ({ createdAt: _unused, ...post }) => {
          setAdded(await create.mutateAsync(post))
          notifySuccess(m.postAdded)
          setRound((r) => r + 1)
          requestAnimationFrame(() => document.querySelector<HTMLInputElement>(".content-form input")?.focus())
        }}
      />
    </>
  )
}

export const AddPostPage = withContent(AddPost)
