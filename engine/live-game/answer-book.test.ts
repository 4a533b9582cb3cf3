import { describe, expect, it } from "vitest"

import { answerOf, emptyAnswers, hasAnswered, withAnswer } from "./answer-book.ts"

const answer = (points: number) => ({ option: "B", correct: true, points, streak: 1 })

describe("answer book", () => {
  it("keeps every answer across pages, leaves the book it was given as it was, and replaces a second answer", () => {
    let book = emptyAnswers
    const kept = []
    for (let i = 0; i < 200; i++) {
      kept.push(book)
      book = withAnswer(book, `p${i}`, answer(i))
    }
    expect(book.size).toBe(200)
    expect(book.pages.length).toBe(4)
    for (let i = 0; i < 200; i++) expect(answerOf(book, `p${i}`)?.points).toBe(i)
    // Each earlier book still holds exactly the answers it had.
    expect(kept[70]!.size).toBe(70)
    expect(hasAnswered(kept[70]!, "p69")).toBe(true)
    expect(hasAnswered(kept[70]!, "p70")).toBe(false)
    const again = withAnswer(book, "p5", answer(999))
    expect(again.size).toBe(200)
    expect(answerOf(again, "p5")?.points).toBe(999)
    expect(answerOf(book, "p5")?.points).toBe(5)
  })
})
