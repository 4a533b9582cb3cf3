import { QueryClientProvider } from "@tanstack/react-query"
import { type ComponentType, useContext } from "react"

import { queryClient, RenderQueryClient } from "./queryClient.ts"

/**
 * Gives a content page the shared query cache. Each page wraps itself, so the cache library stays out of the
 * app shell's chunk and loads only with the pages that use it.
 */
export function withContent<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithContent(props: P) {
    const client = useContext(RenderQueryClient) ?? queryClient
    return (
      <QueryClientProvider client={client}>
        <Page {...props} />
      </QueryClientProvider>
    )
  }
  WithContent.displayName = `withContent(${Page.displayName ?? Page.name})`
  return WithContent
}
