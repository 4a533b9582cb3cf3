import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { isOnSlider, sliderPoints } from "./slider.ts"

const q = { min: 0, max: 100, step: 1, answer: 40, margin: 10 }

describe("slider points", () => {
  it("give a whole point for the answer and less the further off, none from the margin", () => {
    expect(sliderPoints(q, 40)).toBe(1)
    expect(sliderPoints(q, 45)).toBe(0.5)
    expect(sliderPoints(q, 32)).toBe(0.2)
    expect(sliderPoints(q, 50)).toBe(0)
    expect(sliderPoints(q, 99)).toBe(0)
    expect(sliderPoints({ ...q, margin: 0 }, 41)).toBe(0)
  })

  it("never rise as the answer moves away, and stay between 0 and 1 (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 200 }),
        (answer, near, far, margin) => {
          const slider = { answer, margin, step: 1 }
          const [a, b] = near <= far ? [near, far] : [far, near]
          const closer = sliderPoints(slider, answer + a)
          const further = sliderPoints(slider, answer - b)
          expect(closer).toBeGreaterThanOrEqual(further)
          expect(closer).toBeLessThanOrEqual(1)
          expect(further).toBeGreaterThanOrEqual(0)
          if (b >= Math.max(margin, 1)) expect(further).toBe(0)
        },
      ),
    )
  })

  it("knows the slider's positions", () => {
    expect(isOnSlider({ min: 0, max: 10, step: 0.5 }, 2.5)).toBe(true)
    expect(isOnSlider({ min: 0, max: 10, step: 0.5 }, 2.3)).toBe(false)
    expect(isOnSlider({ min: 0, max: 10, step: 0.5 }, 11)).toBe(false)
    expect(isOnSlider({ min: 0, max: 10, step: 0.5 }, Number.NaN)).toBe(false)
  })
})
