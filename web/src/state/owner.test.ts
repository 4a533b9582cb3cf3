import { describe, expect, it } from "vitest"

import { memoryStorage } from "./memoryStorage.ts"
import { createOwnerState } from "./owner.ts"

describe("owner state", () => {
  it("starts logged out with empty storage", () => {
    expect(createOwnerState(memoryStorage()).userInfo.value).toBeNull()
  })

  it("restores userInfo from persistent storage", () => {
    const local = memoryStorage()
    local.setItem("userInfo", JSON.stringify({ _id: "u1", username: "owner" }))
    expect(createOwnerState(local).userInfo.value).toEqual({ _id: "u1", username: "owner" })
  })

  it("ignores a corrupt stored value", () => {
    const local = memoryStorage()
    local.setItem("userInfo", "{not json")
    expect(createOwnerState(local).userInfo.value).toBeNull()
  })

  it("setCredentials stores the user info", () => {
    const local = memoryStorage()
    const owner = createOwnerState(local)
    owner.setCredentials({ _id: "u1", username: "owner" })
    expect(owner.userInfo.value?.username).toBe("owner")
    expect(JSON.parse(local.getItem("userInfo") ?? "null")).toEqual({ _id: "u1", username: "owner" })
  })

  it("logout clears userInfo and wipes all persistent storage", () => {
    const local = memoryStorage()
    const owner = createOwnerState(local)
    owner.setCredentials({ _id: "u1", username: "owner" })
    local.setItem("quizUserInfo", "{}")
    owner.logout()
    expect(owner.userInfo.value).toBeNull()
    expect(local.map.size).toBe(0)
  })
})
