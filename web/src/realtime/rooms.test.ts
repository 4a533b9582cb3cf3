import { describe, expect, it } from "vitest"

import type { Group } from "../groups/types.ts"
import { roomsToJoin } from "./rooms.ts"

const group = (id: string, key: string): Group => ({
  id,
  group_name: id,
  group_key: key,
  commissioner_id: "u1",
  members: [],
  challenges: [],
  live_game: false,
})

describe("roomsToJoin", () => {
  it("asks for every group's room not yet asked for on this connection", () => {
    const groups = [group("g1", "k1"), group("g2", "k2")]
    expect(roomsToJoin(groups, new Set()).map((r) => r.groupId)).toEqual(["g1", "g2"])
    expect(roomsToJoin(groups, new Set(["g1:k1"]))).toEqual([{ groupId: "g2", groupKey: "k2", token: "g2:k2" }])
  })
})
