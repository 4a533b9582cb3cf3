import type { SearchSegment } from "#schemas/api/search.ts"

/** Text from the search with its matched words in <mark>, built as elements (never parsed as HTML). */
export function Highlighted({ segments }: { segments: readonly SearchSegment[] }) {
  return <>{segments.map((segment, i) => (segment.hit ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>))}</>
}
