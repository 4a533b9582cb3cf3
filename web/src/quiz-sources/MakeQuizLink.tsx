import { Link } from "react-router-dom"

/** A recipe's or post's "Make a quiz" on the dashboard: the quiz screen with that entry chosen. */
export function MakeQuizLink({ source, name }: { source: { readonly recipe: string } | { readonly post: string }; name: string }) {
  const query = "recipe" in source ? `recipe=${encodeURIComponent(source.recipe)}` : `post=${encodeURIComponent(source.post)}`
  return (
    <Link className="button button--secondary button--small" to={`/dashboard/quiz?${query}`} aria-label={`Make a quiz from ${name}`}>
      Make a quiz
    </Link>
  )
}
