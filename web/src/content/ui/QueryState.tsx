import "./content.css"

import type { UseQueryResult } from "@tanstack/react-query"
import type { ReactNode } from "react"

import { ErrorPanel, LoadingPanel } from "#web/ui/Panels.tsx"

interface QueryStateProps<T> {
  query: UseQueryResult<T>
  /** What is loading, for the loading panel ("Loading posts…"). */
  loading?: string
  /** Shown instead of the content when `isEmpty` says there is nothing to show. */
  empty?: ReactNode
  isEmpty?: (data: T) => boolean
  children: (data: T) => ReactNode
}

/** The loading panel, the load-error panel with a retry, the empty state, or the content. */
export function QueryState<T>({ query, loading, empty, isEmpty, children }: QueryStateProps<T>) {
  if (query.isPending) return <LoadingPanel label={loading} />
  if (query.isError) return <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
  if (empty !== undefined && isEmpty?.(query.data)) return <p className="empty-state">{empty}</p>
  return <>{children(query.data)}</>
}
