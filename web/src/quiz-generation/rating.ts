// How a quiz's average rating reads on a card.

export interface RatingDisplay {
  /** Five characters of filled and empty stars, or "–" when nobody has rated yet. */
  stars: string
  label: string
}

export function ratingDisplay(average: number | null, count: number): RatingDisplay {
  if (average === null || !Number.isFinite(average) || count <= 0) return { stars: "–", label: "Not rated yet" }
  const filled = Math.min(5, Math.max(0, Math.round(average)))
  const who = count === 1 ? "1 rating" : `${count} ratings`
  return { stars: "★".repeat(filled) + "☆".repeat(5 - filled), label: `Rated ${average.toFixed(2)} out of 5 (${who})` }
}
