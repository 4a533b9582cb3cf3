// Live games for "anyone with the PIN" (docs/decisions.md, "Quiz night: PIN games and
// guests"): the PIN, the room it names, and the nicknames players join with. Plain functions,
// shared by the server (which decides) and the browser (which says what the server would).
import * as Messages from "./messages.ts"

/** A PIN is six digits, never starting with 0 (so it reads the same said aloud or typed). */
export const PIN_PATTERN = /^[1-9]\d{5}$/

export const isPin = (value: string): boolean => PIN_PATTERN.test(value)

/** A PIN's digits from what a player typed: spaces and dashes ("123 456") are dropped. */
export const cleanPin = (typed: string): string => typed.replace(/[\s-]/g, "")

const PIN_KEY_PREFIX = "pin-"

/** The room (and stream `livegame-<key>`) of a PIN game. */
export const pinKey = (pin: string): string => `${PIN_KEY_PREFIX}${pin}`

/** Whether a live room is a PIN game's, not a group's. */
export const isPinKey = (key: string): boolean => key.startsWith(PIN_KEY_PREFIX)

/** A random PIN from a source of numbers in [0, 1). */
export const randomPin = (random: () => number): string => String(100_000 + Math.floor(random() * 900_000))

/** A guest player's id: `guest:` and a random id (api/features/accounts/guest-players.ts). */
export const GUEST_ID_PREFIX = "guest:"

export const isGuestId = (userId: string): boolean => userId.startsWith(GUEST_ID_PREFIX)

/** A PIN game's host may be away ten times LIVE_DROP_AFTER (5 minutes by default) before the game ends. */
export const PIN_HOST_AWAY_FACTOR = 10

/** Players one PIN game takes at most (the bench plays 2000). */
export const PIN_GAME_MAX_PLAYERS = 2_500

export const NICKNAME_MIN_LENGTH = 2
export const NICKNAME_MAX_LENGTH = 20

/** Letters and digits of any script, spaces, and a few marks people put in names. */
const NICKNAME_CHARACTERS = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} '._-]*$/u

/** A nickname as it is kept: Unicode-normalised, trimmed, inner spaces collapsed. */
export const cleanNickname = (typed: string): string => typed.normalize("NFKC").trim().replace(/\s+/g, " ")

/**
 * What a nickname is compared by: case, accents, spaces and marks aside ("Ann", "ANN",
 * "a-nn" are one name), so no two players of a game look alike on the big screen.
 */
export const nicknameKey = (nickname: string): string =>
  cleanNickname(nickname)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "")

/** Letters a filter-dodger swaps in for others. */
const LOOKALIKES: Readonly<Record<string, string>> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "8": "b",
  "9": "g",
  "@": "a",
  $: "s",
  "!": "i",
}

/** Lower case, accents and look-alike digits undone, letters only. */
const letters = (text: string): string =>
  [...text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase()]
    .map((c) => LOOKALIKES[c] ?? c)
    .join("")
    .replace(/[^a-z]/g, "")

/** As letters, with each run of a letter made one ("fuuuck" reads "fuck"). */
const skeleton = (text: string): string => letters(text).replace(/(.)\1+/g, "$1")

// Kept short and plain: words abusive wherever they appear in a name, and words abusive only
// as a whole word (so "Peacock", "Essex", "Dickens" and "Nigeria" pass).
const ABUSIVE_ANYWHERE = [
  "fuck",
  "shit",
  "cunt",
  "whore",
  "slut",
  "rapist",
  "nazi",
  "hitler",
  "porn",
  "twat",
  "wank",
  "bitch",
  "bastard",
  "asshole",
  "retard",
  "kike",
  "faggot",
  "dildo",
  "penis",
  "vagina",
  "pussy",
  "motherf",
  "jizz",
  "boner",
  "tranny",
  "molest",
  "pedophile",
  "nigga",
].map(skeleton)
const ABUSIVE_WORDS = new Set([
  "ass",
  "cock",
  "dick",
  "sex",
  "rape",
  "spic",
  "fag",
  "tit",
  "tits",
  "cum",
  "hoe",
  "anal",
  "nude",
  "chink",
  "gook",
  "coon",
  "jap",
  "pedo",
  "nigger",
  "niggers",
  "niggas",
  "niga",
])

/** Whether a nickname reads as abusive. */
export const isAbusive = (nickname: string): boolean => {
  const whole = skeleton(nickname)
  if (ABUSIVE_ANYWHERE.some((w) => whole.includes(w))) return true
  return (
    cleanNickname(nickname)
      .split(/[\s'._-]+/)
      // A number alone is a number ("Table 455"), not a word spelled in digits.
      .some((word) => /\p{L}/u.test(word) && ABUSIVE_WORDS.has(letters(word)))
  )
}

/** What is wrong with a nickname (already cleaned), or null. */
export const nicknameProblem = (nickname: string): string | null => {
  const length = [...nickname].length
  if (length < NICKNAME_MIN_LENGTH || length > NICKNAME_MAX_LENGTH) return Messages.nicknameLength(NICKNAME_MIN_LENGTH, NICKNAME_MAX_LENGTH)
  if (!NICKNAME_CHARACTERS.test(nickname) || nicknameKey(nickname) === "") return Messages.nicknameCharacters
  if (isAbusive(nickname)) return Messages.nicknameNotAllowed
  return null
}

/** The words the friendly name generator puts together, and how a language orders them (the catalogue's live area). */
export interface NicknameWords {
  readonly nicknameAdjectives: readonly string[]
  readonly nicknameNouns: readonly string[]
  readonly nicknameOf: (adjective: string, noun: string) => string
}

export const NICKNAME_ADJECTIVES: readonly string[] = [
  "Brave",
  "Sunny",
  "Clever",
  "Merry",
  "Quick",
  "Gentle",
  "Lucky",
  "Jolly",
  "Bold",
  "Calm",
  "Happy",
  "Witty",
  "Plucky",
  "Cheery",
  "Dapper",
  "Nimble",
  "Rosy",
  "Snappy",
  "Breezy",
  "Cosy",
  "Golden",
  "Misty",
  "Spry",
  "Zesty",
]
export const NICKNAME_NOUNS: readonly string[] = [
  "Bantam",
  "Sprout",
  "Radish",
  "Goat",
  "Duckling",
  "Beehive",
  "Pumpkin",
  "Turnip",
  "Rooster",
  "Clover",
  "Acorn",
  "Quail",
  "Barley",
  "Fig",
  "Hedgehog",
  "Kale",
  "Lamb",
  "Otter",
  "Pepper",
  "Sparrow",
  "Sunflower",
  "Thistle",
  "Walnut",
  "Wren",
]

/** A friendly nickname ("Plucky Turnip", "Nabo Valiente"), from a source of numbers in [0, 1). */
export const friendlyName = (random: () => number, words: NicknameWords): string => {
  const adjective = words.nicknameAdjectives[Math.floor(random() * words.nicknameAdjectives.length)]!
  return words.nicknameOf(adjective, words.nicknameNouns[Math.floor(random() * words.nicknameNouns.length)]!)
}
