import { Link, useLocation } from "react-router-dom"

import * as Pages from "#schemas/page-messages.ts"

import { useMessages } from "../i18n/language.ts"

export function NotFoundPage() {
  const m = useMessages("pages", Pages)
  const { pathname } = useLocation()
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{m.pageNotFound}</h1>
      <p>
        {m.nothingGrowsAt} <code>{pathname}</code>. {m.pageMayHaveMoved}
      </p>
      <div className="button-row">
        <Link className="button" to="/">
          {m.backToHomestead}
        </Link>
        <Link className="button button--secondary" to="/recipes">
          {m.browseRecipes}
        </Link>
      </div>
    </section>
  )
}
