import { describe, expect, it } from "vitest"

import { ratingDisplay } from "./rating.ts"

describe("rating display", () => {
  it("shows a dash when nobody rated", () => {
    expect(ratingDisplay(null, 0)).toEqual({ stars: "–", label: "Not rated yet" })
  })

  it("rounds to whole stars and says the exact average", () => {
    expect(ratingDisplay(4.25, 3)).toEqual({ stars: "★★★★☆", label: "Rated 4.25 out of 5 (3 ratings)" })
    expect(ratingDisplay(5, 1)).toEqual({ stars: "★★★★★", label: "Rated 5.00 out of 5 (1 rating)" })
    expect(ratingDisplay(1.4, 2).stars).toBe("★☆☆☆☆")
  })
})
