// How the room answered a question that is not picked among options, as the big screen shows it:
// the share right (a typed answer, an order; a slider: within reach of its target) and a slider's
// answers spread over its range, each span with its numbers and whether the target is in it.
import type { LiveGameState } from "#schemas/api/live-game-socket.ts"

import { ENGLISH_LIVE, type LiveWords } from "../words.ts"

type Question = NonNullable<LiveGameState["byQuestion"]>

/** "3 of 4 right (75%)": `right` of the answers given ("within reach" of a slider's target). */
export function shareRight(right: number, answered: number, withinReach = false, m: LiveWords = ENGLISH_LIVE): string {
  const share = answered === 0 ? 0 : Math.round((right * 100) / answered)
  return m.shareRight(right, answered, share, withinReach)
}

export interface Span {
  readonly from: number
  readonly to: number
  readonly count: number
  /** 0 to 1 of the fullest span's count. */
  readonly length: number
  readonly target: boolean
}

const plain = (n: number) => Number(n.toFixed(2))

/** A slider's spread as spans from its min to its max, in order. */
export function sliderSpans(q: Question): Span[] {
  const slider = q.question.slider
  const spread = q.reveal?.spread ?? []
  if (!slider || spread.length === 0) return []
  const width = (slider.max - slider.min) / spread.length
  const most = Math.max(0, ...spread)
  const target = q.reveal?.target
  return spread.map((count, i) => {
    const from = slider.min + i * width
    const to = i === spread.length - 1 ? slider.max : from + width
    const last = i === spread.length - 1
    return {
      from: plain(from),
      to: plain(to),
      count,
      length: most === 0 ? 0 : count / most,
      target: target !== undefined && target >= from && (last ? target <= to : target < to),
    }
  })
}
