import "../../content/dashboard/forms.css"

import { useState } from "react"
import { Link } from "react-router-dom"

import * as Messages from "#schemas/messages.ts"
import { postsApi } from "#web/content/dashboard/api.ts"
import { useContentMutation } from "#web/content/dashboard/mutations.ts"
import { postAddress } from "#web/content/postAddress.ts"
import type { Post } from "#web/content/types.ts"
import { useFocusHeading } from "#web/content/ui/useFocusHeading.ts"
import { withContent } from "#web/content/withContent.tsx"
import { notifySuccess } from "#web/ui/notify.ts"

import { ContentIntro } from "../../content/dashboard/ContentIntro.tsx"
import { emptyPost, PostForm } from "./PostForm.tsx"

/** Adding a post stays on the page: after 'Post added' the form starts afresh for the next one. */
function AddPost() {
  useFocusHeading()
  const create = useContentMutation("Posts", postsApi.create)
  const [round, setRound] = useState(0)
  const [added, setAdded] = useState<Post | null>(null)
  return (
    <>
      <ContentIntro title="Add Post">Write a new post or garden journal entry, with images and an optional video.</ContentIntro>
      {added && (
        <p className="added-note" role="status">
          {added.draft ? (
            <>
              Saved “{added.title}” as a draft: only you can see it
              {added.publishAt === ""
                ? "."
                : ` until it publishes itself on ${new Date(added.publishAt).toLocaleString([], { dateStyle: "medium", timeStyle: "short" })}.`}{" "}
              <Link to={`/dashboard/posts/edit/${encodeURIComponent(added._id)}`}>Edit the draft</Link>
            </>
          ) : (
            <>
              Added “{added.title}”. <Link to={postAddress(added)}>View the post</Link>
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
          notifySuccess(Messages.postAdded)
          setRound((r) => r + 1)
          requestAnimationFrame(() => document.querySelector<HTMLInputElement>(".content-form input")?.focus())
        }}
      />
    </>
  )
}

export const AddPostPage = withContent(AddPost)
