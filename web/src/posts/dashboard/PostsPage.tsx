import { Link } from "react-router-dom"

import * as Messages from "#schemas/messages.ts"
import { postsApi, restoreEntry } from "#web/content/api.ts"
import { excerpt } from "#web/content/html.ts"
import { postAddress } from "#web/content/postAddress.ts"
import { useOwnedPosts } from "#web/content/queries.ts"
import type { Post } from "#web/content/types.ts"
import { withContent } from "#web/content/withContent.tsx"

import { type Column, ContentTable } from "../../content/dashboard/ContentTable.tsx"

const columns: readonly Column<Post>[] = [
  { label: "Author", cell: (post) => post.name },
  {
    label: "Title",
    className: "cell-title",
    cell: (post) => (
      <>
        {post.draft ? post.title : <Link to={postAddress(post)}>{post.title}</Link>}
        {post.draft && <span className="badge">Draft</span>}
      </>
    ),
  },
  { label: "Body", className: "cell-text", cell: (post) => excerpt(post.body) },
]

function Posts() {
  return (
    <ContentTable
      title="Posts"
      intro="Every post on the site, with its author, title and text, ready to edit or delete."
      add={{ to: "/dashboard/posts/addpost", label: "Add Post" }}
      query={useOwnedPosts()}
      entries={(list) => list}
      plural="posts"
      caption="Posts, newest first"
      columns={columns}
      nameOf={(post) => post.title}
      editTo={(post) => `/dashboard/posts/edit/${encodeURIComponent(post._id)}`}
      remove={{ tag: "Posts", run: postsApi.remove, restore: restoreEntry.post, question: Messages.deletePost, done: Messages.postDeleted }}
    />
  )
}

export const PostsPage = withContent(Posts)
