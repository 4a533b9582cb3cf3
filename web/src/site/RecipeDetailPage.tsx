import { Link, useParams } from "react-router-dom"
import { PageIntro } from "../ui/PageIntro.tsx"

/** Turns a recipe's servername slug back into a readable title while the recipe loads. */
function titleFromSlug(slug: string): string {
  return slug.replace(/_/g, " ").replace(/\b\w/g, (c) => c.toUpperCase())
}

export function RecipeDetailPage() {
  const { servername = "" } = useParams()
  return (
    <article>
      <p>
        <Link to="/recipes">← Back to recipes</Link>
      </p>
      <PageIntro title={titleFromSlug(servername)}>
        Everything you need to make this recipe: ingredients, method, cook time and notes, ready to print.
      </PageIntro>
    </article>
  )
}
