import "../../content/dashboard/forms.css"

import { Link } from "react-router-dom"

import * as Messages from "#schemas/messages.ts"
import { postsApi, restoreEntry } from "#web/content/api.ts"
import { excerpt } from "#web/content/html.ts"
import { postAddress } from "#web/content/postAddress.ts"
import { useOwnedPosts } from "#web/content/queries.ts"
import { QueryState } from "#web/content/ui/QueryState.tsx"
import { useFocusHeading } from "#web/content/ui/useFocusHeading.ts"
import { withContent } from "#web/content/withContent.tsx"

import { ContentIntro } from "../../content/dashboard/ContentIntro.tsx"
import { RowActions } from "../../content/dashboard/RowActions.tsx"
import { useDelete } from "../../content/dashboard/useDelete.tsx"

function Posts() {
  useFocusHeading()
  const posts = useOwnedPosts()
  const remove = useDelete("Posts", postsApi.remove, restoreEntry.post, Messages.deletePost, Messages.postDeleted)
  return (
    <>
      <ContentIntro title="Posts" action={{ to: "/dashboard/posts/addpost", label: "Add Post" }}>
        Every post on the site, with its author, title and text, ready to edit or delete.
      </ContentIntro>
      <QueryState query={posts} loading="Loading posts…" empty="No posts yet" isEmpty={(list) => list.length === 0}>
        {(list) => (
          <div className="data-table-wrap">
            <table className="data-table">
              <caption className="visually-hidden">Posts, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Author</th>
                  <th scope="col">Title</th>
                  <th scope="col">Body</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((post) => (
                  <tr key={post._id}>
                    <td data-label="Author">{post.name}</td>
                    <td data-label="Title" className="cell-title">
                      {post.draft ? post.title : <Link to={postAddress(post)}>{post.title}</Link>}
                      {post.draft && <span className="badge">Draft</span>}
                    </td>
                    <td data-label="Body" className="cell-text">
                      {excerpt(post.body)}
                    </td>
                    <td data-label="">
                      <RowActions
                        editTo={`/dashboard/posts/edit/${encodeURIComponent(post._id)}`}
                        name={post.title}
                        onDelete={() => void remove.run({ id: post._id, name: post.title, entry: post })}
                        deleting={remove.pendingId === post._id}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      {remove.dialog}
    </>
  )
}

export const PostsPage = withContent(Posts)
