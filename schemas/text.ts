// The one rule for text from outside: every string a request or a socket event carries is
// decoded with `CleanText` (or `CleanTrim`), which refuses NUL characters (PostgreSQL cannot store
// them) and unpaired UTF-16 surrogates (they have no UTF-8 form). Request bodies are also
// bounded in nesting before they are parsed (`jsonDepthExceeds`).
import { Schema } from "effect"

import * as Messages from "./messages.ts"

const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** True when `s` holds a NUL or an unpaired surrogate. */
export const isUnsafeText = (s: string): boolean => UNSAFE.test(s)

/** Any text without NUL or unpaired surrogates. */
export const CleanText = Schema.String.pipe(Schema.filter((s) => !isUnsafeText(s), { message: () => Messages.textNotAllowed }))

/** `Schema.Trim` over `CleanText`: the same refusal, then trimmed. */
export const CleanTrim = Schema.compose(CleanText, Schema.Trim)

/** Deeper JSON than any request of ours needs. */
export const MAX_JSON_DEPTH = 32

/** True when the JSON text nests arrays/objects deeper than `limit` (strings are skipped). Never parses. */
export const jsonDepthExceeds = (text: string, limit = MAX_JSON_DEPTH): boolean => {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92 /* \ */) i++
      else if (c === 34 /* " */) inString = false
    } else if (c === 34) inString = true
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > limit) return true
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--
  }
  return false
}

/** The first string (key or value) in a parsed JSON value that is unsafe text, walking at most `limit` levels. */
export const findUnsafeText = (value: unknown, limit = MAX_JSON_DEPTH): string | undefined => {
  if (typeof value === "string") return isUnsafeText(value) ? value : undefined
  if (limit <= 0 || typeof value !== "object" || value === null) return undefined
  for (const [key, item] of Object.entries(value)) {
    if (isUnsafeText(key)) return key
    const found = findUnsafeText(item, limit - 1)
    if (found !== undefined) return found
  }
  return undefined
}

/** True when a parsed value (a socket payload) nests deeper than `limit`; walks without recursion. */
export const valueDepthExceeds = (value: unknown, limit = MAX_JSON_DEPTH): boolean => {
  const stack: Array<[unknown, number]> = [[value, 0]]
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!
    if (typeof item !== "object" || item === null) continue
    if (depth + 1 > limit) return true
    for (const child of Object.values(item)) stack.push([child, depth + 1])
  }
  return false
}
