// The sound effects follow the mute switch, which this browser remembers; each effect is
// made of oscillator notes, and a question's effects sound once however often it shows.
import { afterEach, describe, expect, it, vi } from "vitest"

class FakeAudio {
  static started: number[] = []
  state = "running"
  currentTime = 0
  destination = {}
  resume = () => Promise.resolve()
  createGain = () => ({ gain: { setValueAtTime() {}, linearRampToValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (to: unknown) => to })
  createOscillator = () => ({
    type: "",
    frequency: { value: 0 },
    connect: (to: unknown) => to,
    start() {
      FakeAudio.started.push(this.frequency.value)
    },
    stop() {},
  })
}

const browser = (stored: Record<string, string>, reducedMotion = false) => {
  const storage = {
    getItem: (k: string) => stored[k] ?? null,
    setItem: (k: string, v: string) => void (stored[k] = v),
  }
  const matchMedia = (query: string) => ({ matches: reducedMotion && query === "(prefers-reduced-motion: reduce)" })
  vi.stubGlobal("window", { localStorage: storage, AudioContext: FakeAudio, matchMedia })
  vi.stubGlobal("AudioContext", FakeAudio)
  FakeAudio.started = []
  vi.resetModules()
  return import("./sounds.ts")
}

afterEach(() => vi.unstubAllGlobals())

describe("live sound effects", () => {
  it("play as oscillator notes until muted, and the mute is remembered", async () => {
    const stored: Record<string, string> = {}
    const sounds = await browser(stored)
    expect(sounds.soundMuted.value).toBe(false)
    sounds.play("correct")
    expect(FakeAudio.started).toEqual([523, 659, 784])
    sounds.setSoundMuted(true)
    sounds.play("wrong")
    expect(FakeAudio.started).toHaveLength(3)

    // The next page load starts muted.
    const again = await browser(stored)
    expect(again.soundMuted.value).toBe(true)
    again.play("podium")
    expect(FakeAudio.started).toEqual([])
    again.setSoundMuted(false)
    again.play("open")
    expect(FakeAudio.started).toEqual([660])
  })

  it("start off when the system asks for reduced motion, until the player turns them on", async () => {
    const stored: Record<string, string> = {}
    const sounds = await browser(stored, true)
    expect(sounds.soundMuted.value).toBe(true)
    sounds.play("open")
    expect(FakeAudio.started).toEqual([])
    sounds.setSoundMuted(false)
    const again = await browser(stored, true)
    expect(again.soundMuted.value).toBe(false)
  })

  it("sounds a question's opening once, however often its screen shows", async () => {
    const sounds = await browser({})
    sounds.playOnce("open", "open:r1:0")
    sounds.playOnce("open", "open:r1:0")
    sounds.playOnce("open", "open:r1:1")
    expect(FakeAudio.started).toEqual([660, 660])
  })
})
