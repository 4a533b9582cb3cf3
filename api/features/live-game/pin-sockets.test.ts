// Guessing PINs is slow: wrong PINs are limited per client address (a room of players
// mistyping stays well inside the limit), while another address is not held back.
import { describe, expect, it } from "vitest"

import { memorySharedLimits } from "#api/platform/limits/shared-limits.ts"
import type { QuizSocket } from "#api/platform/sockets/io.ts"
import { PIN_MISSES_PER_ADDRESS } from "#engine/limits/rates.ts"
import * as Messages from "#schemas/messages.ts"

import { PinGameSockets } from "./pin-sockets.ts"
import type { LiveRooms } from "./rooms.ts"

const socketFrom = (address: string) => ({ data: { address, user: { userId: "guest:x", username: "Guest", guest: true } } }) as unknown as QuizSocket

describe("joining a PIN game", () => {
  it("refuses an address that has sent too many wrong PINs, and only that address", async () => {
    const pins = new PinGameSockets({ db: undefined as never, store: undefined as never, limits: memorySharedLimits() }, {
      has: () => false,
    } as unknown as LiveRooms)
    const guesser = socketFrom("203.0.113.9")
    for (let i = 0; i < PIN_MISSES_PER_ADDRESS.limit; i++) {
      expect(await pins.join(guesser, { pin: "12-ab", nickname: "Guess" })).toEqual({ success: false, message: Messages.pinFormat })
    }
    expect(await pins.join(guesser, { pin: "12-ab", nickname: "Guess" })).toEqual({ success: false, message: Messages.tooManyPinMisses })
    expect(await pins.join(socketFrom("203.0.113.10"), { pin: "12-ab", nickname: "Guess" })).toEqual({ success: false, message: Messages.pinFormat })
  })
})
