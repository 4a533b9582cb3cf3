import { describe, expect, it } from "vitest"

import * as Quiz from "../quiz-messages.ts"
import { es } from "./es.ts"
import { playerName } from "./player-name.ts"

describe("a player's name on a screen", () => {
  it("says the name kept for a deleted account in the screen's language", () => {
    expect(playerName(es.quiz, Quiz.deletedPlayer)).toBe("Jugador eliminado")
    expect(playerName(es.groups, Quiz.deletedPlayer)).toBe("Jugador eliminado")
    expect(playerName(Quiz, Quiz.deletedPlayer)).toBe("Deleted player")
  })

  it("shows every other name as it is", () => {
    expect(playerName(es.quiz, "ana")).toBe("ana")
    expect(playerName(es.quiz, "Deleted player 2")).toBe("Deleted player 2")
  })
})
