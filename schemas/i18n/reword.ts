// An English message in another language's words for the same area. English is decided deep in the code (a rule's
// refusal, a machine's state, a server's answer); the server's edge and the screens that show it put it in the
// reader's language by finding which key of the area holds those words: a fixed message by its words, a message
// that takes values by its shape. A message's shape comes from its English function, called once with stand-ins
// for its values: the words around the stand-ins must match, the values between them are taken back (a number as a
// number) and given to the other language's function of the same key.

type AreaWords = Readonly<Record<string, unknown>>
type Message = (...values: readonly unknown[]) => unknown

interface Shape {
  readonly key: string
  readonly english: Message
  readonly pattern: RegExp
  /** The argument each of the pattern's groups gives back, in the order they appear in the words. */
  readonly places: readonly number[]
}

/** A stand-in for the i-th value: characters that no message holds, around its number. */
const standIn = (i: number) => `\uE000${i}\uE001`
const STAND_INS = /\uE000(\d+)\uE001/
const LETTER = /\p{L}/u
const NUMBER = /^-?\d+(?:\.\d+)?$/
const GROUPED_NUMBER = /^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * The shape of a message that takes values, when it has one: each value shown once, as it was given, among words
 * of its own (a message of values alone, or one that reworks a value, such as a number it rounds or a list it
 * joins, has none).
 */
const shapeOf = (key: string, english: Message): Shape | undefined => {
  if (english.length === 0) return undefined
  let text: unknown
  try {
    text = english(...Array.from({ length: english.length }, (_, i) => standIn(i)))
  } catch {
    return undefined
  }
  if (typeof text !== "string") return undefined
  const parts = text.split(STAND_INS)
  const words = parts.filter((_, i) => i % 2 === 0)
  const places = parts.filter((_, i) => i % 2 === 1).map(Number)
  const eachOnce = places.length === english.length && new Set(places).size === places.length
  if (!eachOnce || !LETTER.test(words.join(""))) return undefined
  return { key, english, places, pattern: new RegExp(`^${words.map(escaped).join("([\\s\\S]+?)")}$`) }
}

/** A value taken back from the words: a number where the text is one ("1,000" too), else the text. */
const valueOf = (text: string): unknown => (NUMBER.test(text) ? Number(text) : GROUPED_NUMBER.test(text) ? Number(text.replaceAll(",", "")) : text)

const fixedKeys = new WeakMap<AreaWords, ReadonlyMap<string, string>>()
const shapes = new WeakMap<AreaWords, readonly Shape[]>()

/** The key of each fixed message of an area's English, by its words (the first key that holds them). */
const keysOf = (english: AreaWords): ReadonlyMap<string, string> => {
  let keys = fixedKeys.get(english)
  if (!keys) {
    const byWords = new Map<string, string>()
    for (const [key, value] of Object.entries(english)) if (typeof value === "string" && !byWords.has(value)) byWords.set(value, key)
    fixedKeys.set(english, (keys = byWords))
  }
  return keys
}

/** The shapes of an area's English messages that take values, worked out once per area. */
const shapesOf = (english: AreaWords): readonly Shape[] => {
  let found = shapes.get(english)
  if (!found) {
    found = Object.entries(english).flatMap(([key, value]) => {
      const shape = typeof value === "function" ? shapeOf(key, value as Message) : undefined
      return shape ? [shape] : []
    })
    shapes.set(english, found)
  }
  return found
}

/** `message` in `words` (the same area in another language) when it is one of `english`'s fixed messages. */
export const fixedIn = (english: AreaWords, words: AreaWords, message: string): string | undefined => {
  const key = keysOf(english).get(message)
  const word = key === undefined ? undefined : words[key]
  return typeof word === "string" ? word : undefined
}

/** `message` in `words` when one of `english`'s messages that take values made it, with the same values. */
export const shapedIn = (english: AreaWords, words: AreaWords, message: string): string | undefined => {
  for (const shape of shapesOf(english)) {
    const found = shape.pattern.exec(message)
    const other = words[shape.key]
    if (!found || typeof other !== "function") continue
    const texts: string[] = []
    shape.places.forEach((place, group) => (texts[place] = found[group + 1]!))
    // The values as the English function takes them: the same words back from it, or it is not this message.
    const values = [texts.map(valueOf), texts].find((given) => shape.english(...given) === message)
    if (!values) continue
    const said = (other as Message)(...values)
    if (typeof said === "string") return said
  }
  return undefined
}

/** Numbers as a message shows them ("3", "1,000", "2.5", the 1 of "1st"). */
const NUMBERS = /-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?/g
/** More numbers than this in one message, or values than this in one message's function, and no tries are made. */
const MOST_NUMBERS = 4
const MOST_VALUES = 3

/** Every way of giving `arity` values, each one of `numbers`. */
const choices = (numbers: readonly number[], arity: number): number[][] =>
  arity === 0 ? [[]] : choices(numbers, arity - 1).flatMap((rest) => numbers.map((n) => [...rest, n]))

/**
 * `message` in `words` when one of `english`'s messages made it from numbers alone whose words change with them (a
 * singular, "1 question"; an ordinal, "1st of 3"), which therefore has no shape: the numbers the message shows are
 * tried as its values, and only a function that gives back the very same words is taken.
 */
export const countedIn = (english: AreaWords, words: AreaWords, message: string): string | undefined => {
  const numbers = [...new Set((message.match(NUMBERS) ?? []).map((text) => Number(text.replaceAll(",", ""))))]
  if (numbers.length === 0 || numbers.length > MOST_NUMBERS) return undefined
  for (const [key, value] of Object.entries(english)) {
    const other = words[key]
    if (typeof value !== "function" || typeof other !== "function" || value.length === 0 || value.length > MOST_VALUES) continue
    for (const values of choices(numbers, value.length)) {
      let said: unknown
      try {
        said = (value as Message)(...values)
      } catch {
        break
      }
      if (said !== message) continue
      const inOther = (other as Message)(...values)
      if (typeof inOther === "string") return inOther
    }
  }
  return undefined
}

/** `message` in `words` (the same area in another language) when `english` holds it, fixed or with values; otherwise as it is. */
export const reworded = (english: AreaWords, words: AreaWords, message: string): string =>
  fixedIn(english, words, message) ?? shapedIn(english, words, message) ?? countedIn(english, words, message) ?? message
