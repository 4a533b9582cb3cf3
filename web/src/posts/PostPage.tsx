import "../site-pages/site.css"
import "../site-pages/home/home.css"

import { Link, useParams } from "react-router-dom"

import * as Pages from "#schemas/page-messages.ts"

import { usePageTitle } from "../app/pageTitle.ts"
import { usePosts } from "../content/queries.ts"
import { OwnerEditLink } from "../content/ui/OwnerEditLink.tsx"
import { QueryState } from "../content/ui/QueryState.tsx"
import { useFocusHeading } from "../content/ui/useFocusHeading.ts"
import { withContent } from "../content/withContent.tsx"
import { useMessages } from "../i18n/language.ts"
import { SubscribeForm } from "../journal-mail/SubscribeForm.tsx"
import { PostArticle } from "../site-pages/home/PostArticle.tsx"
import { PageIntro } from "../ui/PageIntro.tsx"
import { RelatedPosts } from "./RelatedPosts.tsx"

/** A post's or journal entry's own page, `/journal/<slug>`, read from the published posts (drafts are not there). */
function Post() {
  const { slug = "" } = useParams()
  useFocusHeading(slug)
  const posts = usePosts()
  const m = useMessages("pages", Pages)
  const found = posts.data?.find((p) => p.slug === slug)
  usePageTitle(found ? found.title : posts.data ? m.postNotFoundTitle : null)
  return (
    <div className="post-page">
      <p className="post-page__back">
        <Link to="/journal">{m.journalBack}</Link>
        {found && <OwnerEditLink to={`/dashboard/posts/edit/${found._id}`} label={m.editThisPost} />}
      </p>
      <QueryState query={posts} loading={m.loadingPost}>
        {(list) => {
          const post = list.find((p) => p.slug === slug)
          if (!post)
            return (
              <>
                <PageIntro title={m.postNotFoundTitle}>{m.postNotFoundText}</PageIntro>
                <p>
                  <Link to="/">{m.seeLatestPosts}</Link>
                </p>
              </>
            )
          return (
            <>
              <PostArticle post={post} own />
              <SubscribeForm />
              <RelatedPosts post={post} posts={list} />
            </>
          )
        }}
      </QueryState>
    </div>
  )
}

export const PostPage = withContent(Post)
