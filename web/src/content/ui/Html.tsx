import type { ElementType } from "react"

/**
 * Renders stored HTML (post bodies, recipe entries). The server sanitises every HTML field when it is written,
 * so what arrives here is already safe to insert.
 */
export function Html({ html, as: Tag = "div", className }: { html: string; as?: ElementType; className?: string }) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
