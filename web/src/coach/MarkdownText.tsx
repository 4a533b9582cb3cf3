import { Fragment, type ReactNode } from "react"
import { Link } from "react-router-dom"

import { type Inline, parseMarkdown } from "./markdown.ts"

function InlineNodes({ nodes }: { nodes: readonly Inline[] }) {
  return (
    <>
      {nodes.map((node, i) => {
        switch (node.type) {
          case "text":
            return <Fragment key={i}>{node.text}</Fragment>
          case "code":
            return <code key={i}>{node.text}</code>
          case "strong":
            return (
              <strong key={i}>
                <InlineNodes nodes={node.children} />
              </strong>
            )
          case "em":
            return (
              <em key={i}>
                <InlineNodes nodes={node.children} />
              </em>
            )
          case "link":
            return node.target.kind === "site" ? (
              <Link key={i} to={node.target.to}>
                <InlineNodes nodes={node.children} />
              </Link>
            ) : (
              <a key={i} href={node.target.href} target="_blank" rel="noopener noreferrer nofollow">
                <InlineNodes nodes={node.children} />
              </a>
            )
        }
      })}
    </>
  )
}

/** A coach reply's markdown-lite as React elements (never as HTML). */
export function MarkdownText({ text, after }: { text: string; after?: ReactNode }) {
  const blocks = parseMarkdown(text)
  return (
    <>
      {blocks.map((block, i) =>
        block.type === "paragraph" ? (
          <p key={i}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                <InlineNodes nodes={line} />
              </Fragment>
            ))}
            {i === blocks.length - 1 && after}
          </p>
        ) : block.ordered ? (
          <ol key={i}>
            {block.items.map((item, j) => (
              <li key={j}>
                <InlineNodes nodes={item} />
              </li>
            ))}
          </ol>
        ) : (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>
                <InlineNodes nodes={item} />
              </li>
            ))}
          </ul>
        ),
      )}
      {(blocks.length === 0 || blocks.at(-1)?.type === "list") && after}
    </>
  )
}
