// A fixed English message (one that takes no values) in another language's words for the same area. English is
// decided deep in the code (a rule's refusal, a machine's state, a server's answer); the server's edge and the
// screens that show it put it in the reader's language by finding which key of the area holds those words.

type AreaWords = Readonly<Record<string, unknown>>

/** The key of each fixed message of an area's English module, by its words (the first key that holds them). */
export const keysByWords = (english: AreaWords): ReadonlyMap<string, string> => {
  const keys = new Map<string, string>()
  for (const [key, value] of Object.entries(english)) if (typeof value === "string" && !keys.has(value)) keys.set(value, key)
  return keys
}

/** `message` in `words` (the same area in another language) when `keys` knows it; otherwise as it is. */
export const reworded = (keys: ReadonlyMap<string, string>, words: AreaWords, message: string): string => {
  const key = keys.get(message)
  const word = key === undefined ? undefined : words[key]
  return typeof word === "string" ? word : message
}
