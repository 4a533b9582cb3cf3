// Sound effects of question-by-question rounds, made with WebAudio oscillators (no audio files),
// and the mute switch, remembered in this browser. Browsers only let sound start after the
// player has interacted with the page; until then (or without WebAudio) the effects are silent.
// A browser that asks for reduced motion starts with the sound off until the player turns it on.
import { signal } from "@preact/signals-react"

const MUTE_KEY = "homestead.liveSoundMuted"

const prefersReducedMotion = (): boolean => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true

const readMuted = (): boolean => {
  try {
    const stored = window.localStorage.getItem(MUTE_KEY)
    if (stored !== null) return stored === "1"
  } catch {
    // Storage refused: fall back to what the system asks for.
  }
  return prefersReducedMotion()
}

/** Whether the effects are muted; starts from what this browser remembered, else off under reduced motion. */
export const soundMuted = signal(typeof window === "undefined" ? false : readMuted())

export function setSoundMuted(muted: boolean): void {
  soundMuted.value = muted
  try {
    window.localStorage.setItem(MUTE_KEY, muted ? "1" : "0")
  } catch {
    // Private browsing may refuse storage: the switch still works for this page.
  }
}

export type Effect = "open" | "tick" | "correct" | "wrong" | "podium"

/** Each effect as notes: [frequency Hz, start s, length s], with one waveform. */
const EFFECTS: Record<Effect, { wave: OscillatorType; notes: readonly (readonly [number, number, number])[]; volume: number }> = {
  open: { wave: "triangle", notes: [[660, 0, 0.12]], volume: 0.15 },
  tick: { wave: "square", notes: [[1200, 0, 0.04]], volume: 0.05 },
  correct: {
    wave: "triangle",
    notes: [
      [523, 0, 0.12],
      [659, 0.1, 0.12],
      [784, 0.2, 0.25],
    ],
    volume: 0.2,
  },
  wrong: {
    wave: "sawtooth",
    notes: [
      [220, 0, 0.18],
      [175, 0.16, 0.3],
    ],
    volume: 0.1,
  },
  podium: {
    wave: "triangle",
    notes: [
      [523, 0, 0.15],
      [659, 0.15, 0.15],
      [784, 0.3, 0.15],
      [1047, 0.45, 0.5],
    ],
    volume: 0.2,
  },
}

let context: AudioContext | null = null

const audio = (): AudioContext | null => {
  if (typeof window === "undefined" || !("AudioContext" in window)) return null
  context ??= new AudioContext()
  if (context.state === "suspended") void context.resume().catch(() => undefined)
  return context
}

/** Plays an effect unless muted; silent where the browser has no sound for the page yet. */
export function play(effect: Effect): void {
  if (soundMuted.peek()) return
  const ctx = audio()
  if (!ctx || ctx.state !== "running") return
  const { wave, notes, volume } = EFFECTS[effect]
  const start = ctx.currentTime
  for (const [frequency, at, length] of notes) {
    const osc = ctx.createOscillator()
    const gain = ctx.createGain()
    osc.type = wave
    osc.frequency.value = frequency
    // A short fade in and out, so no note clicks.
    gain.gain.setValueAtTime(0, start + at)
    gain.gain.linearRampToValueAtTime(volume, start + at + 0.01)
    gain.gain.exponentialRampToValueAtTime(0.0001, start + at + length)
    osc.connect(gain).connect(ctx.destination)
    osc.start(start + at)
    osc.stop(start + at + length + 0.02)
  }
}

/** Wakes the audio on a player's click, so later effects (started by the server's updates) may sound. */
export function unlockSound(): void {
  if (!soundMuted.peek()) audio()
}

const played = new Set<string>()

/** Plays an effect once for `key` (a question's opening, a round's podium), however often its screen shows again. */
export function playOnce(effect: Effect, key: string): void {
  if (played.has(key)) return
  played.add(key)
  play(effect)
}
