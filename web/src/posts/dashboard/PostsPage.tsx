import { useMemo } from "react"
import { Link } from "react-router-dom"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import type { Words } from "#schemas/i18n/catalogue.ts"
import type { Language } from "#schemas/i18n/language.ts"
import { postsApi, restoreEntry } from "#web/content/dashboard/api.ts"
import { formatJournalDate, isoDay } from "#web/content/format.ts"
import { excerpt, htmlToText } from "#web/content/html.ts"
import { postAddress } from "#web/content/postAddress.ts"
import { useOwnedPosts } from "#web/content/queries.ts"
import type { Post } from "#web/content/types.ts"
import { withContent } from "#web/content/withContent.tsx"
import { useLanguage, useMessages } from "#web/i18n/language.ts"

import type { Browse } from "../../content/dashboard/BrowsedEntries.tsx"
import { type Column, ContentTable } from "../../content/dashboard/ContentTable.tsx"
import { formatDateTime } from "../../content/dashboard/dateTime.ts"
import { compareText } from "../../content/dashboard/tableView.ts"
import { MakeQuizLink } from "../../quiz-sources/MakeQuizLink.tsx"

const columnsOf = (m: Words<typeof Dashboard>, language: Language): readonly Column<Post>[] => [
  {
    label: m.columnDate,
    cell: (post) => <time dateTime={isoDay(post.createdAt)}>{formatJournalDate(post.createdAt, false, language)}</time>,
    sort: { key: "date", compare: (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt), first: "desc" },
  },
  {
    label: m.title,
    className: "cell-title",
    cell: (post) => (post.draft ? post.title : <Link to={postAddress(post)}>{post.title}</Link>),
    sort: { key: "title", compare: (a, b) => compareText(a.title, b.title), first: "asc" },
  },
  // What a reader sees of it: only the published ones, in the journal or among the posts.
  // A scheduled draft says when it publishes itself.
  {
    label: m.columnStatus,
    cell: (post) =>
      !post.draft ? (
        m.published
      ) : post.publishAt === "" ? (
        <span className="badge">{m.draft}</span>
      ) : (
        <span className="badge">
          {m.publishes} <time dateTime={post.publishAt}>{formatDateTime(post.publishAt, language)}</time>
        </span>
      ),
  },
  { label: m.columnKind, cell: (post) => (post.isjournal ? m.gardenJournal : m.post) },
  { label: m.columnAuthor, cell: (post) => post.name },
  { label: m.columnBody, className: "cell-text", cell: (post) => excerpt(post.body) },
  // A quiz is drawn from what readers can see: a draft has none until it is published.
  { label: m.columnQuiz, cell: (post) => (post.draft ? "" : <MakeQuizLink source={{ post: post._id }} name={post.title} />) },
]

// The list arrives newest first; a search looks in the title, the author, the tags (as "#tag") and the text.
const text = (post: Post) => [post.title, post.name, ...post.tags.map((tag) => `#${tag}`), htmlToText(post.body)].join(" ")

function Posts() {
  const m = useMessages("dashboard", Dashboard)
  const language = useLanguage()
  // The same columns from one render to the next: the table's sorting and search are worked out from them.
  const columns = useMemo(() => columnsOf(m, language), [m, language])
  const browse: Browse<Post> = { text, initialSort: { key: "date", direction: "desc" }, singular: m.postSingular }
  return (
    <ContentTable
      title={m.postsTitle}
      intro={m.postsIntro}
      add={{ to: "/dashboard/posts/addpost", label: m.addPost }}
      query={useOwnedPosts()}
      entries={(list) => list}
      plural={m.postsPlural}
      caption={m.postsCaption}
      columns={columns}
      nameOf={(post) => post.title}
      editTo={(post) => `/dashboard/posts/edit/${encodeURIComponent(post._id)}`}
      remove={{ tag: "Posts", run: postsApi.remove, restore: restoreEntry.post, question: m.deletePost, done: m.postDeleted }}
      browse={browse}
    />
  )
}

export const PostsPage = withContent(Posts)
