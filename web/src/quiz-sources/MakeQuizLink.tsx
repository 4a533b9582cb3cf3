import { Link } from "react-router-dom"

import { useQuizWords } from "../quiz-play/words.ts"

/** A recipe's or post's "Make a quiz" on the dashboard: the quiz screen with that entry chosen. */
export function MakeQuizLink({ source, name }: { source: { readonly recipe: string } | { readonly post: string }; name: string }) {
  const m = useQuizWords()
  const query = "recipe" in source ? `recipe=${encodeURIComponent(source.recipe)}` : `post=${encodeURIComponent(source.post)}`
  return (
    <Link className="button button--secondary button--small" to={`/dashboard/quiz?${query}`} aria-label={m.makeAQuizFrom(name)}>
      {m.makeAQuiz}
    </Link>
  )
}
