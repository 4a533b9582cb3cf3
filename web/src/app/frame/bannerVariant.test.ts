import { describe, expect, it } from "vitest"

import { bannerVariant } from "./bannerVariant.ts"

describe("bannerVariant", () => {
  it("is quiz for paths starting /quiz", () => {
    expect(bannerVariant("/quizgame")).toBe("quiz")
    expect(bannerVariant("/quizgame/admin")).toBe("quiz")
  })
  it("is homestead for paths starting /homestead", () => {
    expect(bannerVariant("/homestead")).toBe("homestead")
  })
  it("is default otherwise", () => {
    expect(bannerVariant("/")).toBe("default")
    expect(bannerVariant("/recipes/quiche")).toBe("default")
    expect(bannerVariant("/coach")).toBe("default")
  })
})
