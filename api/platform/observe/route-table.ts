// Route templates for logs and metrics: "/api/posts/:id", not "/api/posts/0192…" (a label
// per id would grow without bound). Built from the HttpApi's own endpoints, so it cannot
// drift from the routes that exist; matched segment by segment, literal segments first.
interface Node {
  readonly literal: Map<string, Node>
  param?: Node
  template?: string
}

const node = (): Node => ({ literal: new Map() })
const segments = (path: string) => path.split("/").filter((s) => s !== "")

export class RouteTable {
  readonly #root = node()

  /** Adds a template such as "/api/posts/:id" (":name" matches one segment). */
  add(template: string): this {
    let at = this.#root
    for (const segment of segments(template)) {
      if (segment.startsWith(":")) at = at.param ??= node()
      else {
        let next = at.literal.get(segment)
        if (!next) at.literal.set(segment, (next = node()))
        at = next
      }
    }
    at.template ??= template
    return this
  }

  /** The template a path belongs to, or undefined. */
  match(path: string): string | undefined {
    return find(this.#root, segments(path), 0)
  }
}

const find = (at: Node, parts: readonly string[], i: number): string | undefined => {
  if (i === parts.length) return at.template
  const literal = at.literal.get(parts[i]!)
  const viaLiteral = literal && find(literal, parts, i + 1)
  if (viaLiteral) return viaLiteral
  return at.param ? find(at.param, parts, i + 1) : undefined
}
