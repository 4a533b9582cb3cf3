import { Link, useSearchParams } from "react-router-dom"

import { pageParam } from "#schemas/post-address.ts"
import * as Site from "#schemas/site-messages.ts"
import { useMessages } from "#web/i18n/language.ts"

/** The `?page=` the address asks for (1 when absent or not a page number). */
export const usePageParam = (): number => {
  const [params] = useSearchParams()
  return pageParam(params.get("page"))
}

/** The address of another page of the list, keeping the rest of the query (a dashboard table's search and sort). */
const pageLink = (params: URLSearchParams, page: number) => {
  const next = new URLSearchParams(params)
  if (page === 1) next.delete("page")
  else next.set("page", String(page))
  return `?${next.toString()}`
}

/** Previous/Next links between the pages of a list, and where the reader is; nothing when one page holds it all. */
export function Pager({ page, pages, label }: { page: number; pages: number; label: string }) {
  const [params] = useSearchParams()
  const m = useMessages("site", Site)
  if (pages <= 1) return null
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 ? (
        <Link className="button button--secondary" rel="prev" to={pageLink(params, page - 1)}>
          {m.previousPage}
        </Link>
      ) : (
        <span />
      )}
      <span className="pager__where" aria-current="page">
        {m.pageOfPages(page, pages)}
      </span>
      {page < pages ? (
        <Link className="button button--secondary" rel="next" to={pageLink(params, page + 1)}>
          {m.nextPage}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
