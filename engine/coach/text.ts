// Text helpers of the coach's sources.

/** Cut at a word boundary near `max` characters, marked with an ellipsis. */
export const excerpt = (text: string, max: number): string => {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const space = cut.lastIndexOf(" ")
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}
