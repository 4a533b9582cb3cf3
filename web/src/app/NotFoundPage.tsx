import { Link, useLocation } from "react-router-dom"

export function NotFoundPage() {
  const { pathname } = useLocation()
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page not found</h1>
      <p>
        Nothing grows at <code>{pathname}</code>. The page may have moved, or the link may be mistyped.
      </p>
      <div className="button-row">
        <Link className="button" to="/">
          Back to the homestead
        </Link>
        <Link className="button button--secondary" to="/recipes">
          Browse recipes
        </Link>
      </div>
    </section>
  )
}
