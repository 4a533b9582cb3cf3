import { Link } from "react-router-dom"

import * as Messages from "#schemas/messages.ts"
import { postsApi, restoreEntry } from "#web/content/dashboard/api.ts"
import { formatJournalDate, isoDay } from "#web/content/format.ts"
import { excerpt, htmlToText } from "#web/content/html.ts"
import { postAddress } from "#web/content/postAddress.ts"
import { useOwnedPosts } from "#web/content/queries.ts"
import type { Post } from "#web/content/types.ts"
import { withContent } from "#web/content/withContent.tsx"

import type { Browse } from "../../content/dashboard/BrowsedEntries.tsx"
import { type Column, ContentTable } from "../../content/dashboard/ContentTable.tsx"
import { compareText } from "../../content/dashboard/tableView.ts"
import { MakeQuizLink } from "../../quiz-sources/MakeQuizLink.tsx"

const columns: readonly Column<Post>[] = [
  {
    label: "Date",
    cell: (post) => <time dateTime={isoDay(post.createdAt)}>{formatJournalDate(post.createdAt)}</time>,
    sort: { key: "date", compare: (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt), first: "desc" },
  },
  {
    label: "Title",
    className: "cell-title",
    cell: (post) => (post.draft ? post.title : <Link to={postAddress(post)}>{post.title}</Link>),
    sort: { key: "title", compare: (a, b) => compareText(a.title, b.title), first: "asc" },
  },
  // What a reader sees of it: only the published ones, in the journal or among the posts.
  // A scheduled draft says when it publishes itself.
  {
    label: "Status",
    cell: (post) =>
      !post.draft ? (
        "Published"
      ) : post.publishAt === "" ? (
        <span className="badge">Draft</span>
      ) : (
        <span className="badge">
          Publishes <time dateTime={post.publishAt}>{new Date(post.publishAt).toLocaleString([], { dateStyle: "medium", timeStyle: "short" })}</time>
        </span>
      ),
  },
  { label: "Kind", cell: (post) => (post.isjournal ? "Garden journal" : "Post") },
  { label: "Author", cell: (post) => post.name },
  { label: "Body", className: "cell-text", cell: (post) => excerpt(post.body) },
  // A quiz is drawn from what readers can see: a draft has none until it is published.
  { label: "Quiz", cell: (post) => (post.draft ? "" : <MakeQuizLink source={{ post: post._id }} name={post.title} />) },
]

// The list arrives newest first; a search looks in the title, the author, the tags (as "#tag") and the text.
const browse: Browse<Post> = {
  text: (post) => [post.title, post.name, ...post.tags.map((tag) => `#${tag}`), htmlToText(post.body)].join(" "),
  initialSort: { key: "date", direction: "desc" },
  singular: "post",
}

function Posts() {
  return (
    <ContentTable
      title="Posts"
      intro="Every post on the site, newest first: its date, title, whether it is published, where it shows, its author and text, ready to edit or delete. Search them, or sort them by date or title."
      add={{ to: "/dashboard/posts/addpost", label: "Add Post" }}
      query={useOwnedPosts()}
      entries={(list) => list}
      plural="posts"
      caption="Posts"
      columns={columns}
      nameOf={(post) => post.title}
      editTo={(post) => `/dashboard/posts/edit/${encodeURIComponent(post._id)}`}
      remove={{ tag: "Posts", run: postsApi.remove, restore: restoreEntry.post, question: Messages.deletePost, done: Messages.postDeleted }}
      browse={browse}
    />
  )
}

export const PostsPage = withContent(Posts)
