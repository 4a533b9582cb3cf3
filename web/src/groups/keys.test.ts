import { describe, expect, it } from "vitest"

import * as Messages from "#schemas/group-messages.ts"

import { groupNameInput, inviteCountError, joinInputError } from "./keys.ts"

describe("joinInputError", () => {
  it("asks for both keys when either is empty or blank", () => {
    expect(joinInputError("", "k7q-2mz-x9p")).toBe(Messages.joinGroupKeysRequired)
    expect(joinInputError("h3kq-8wzr-m2pd-x7tn", "   ")).toBe(Messages.joinGroupKeysRequired)
    expect(joinInputError("", "")).toBe("Please make sure to enter both group_key and invite_key")
  })

  it("lets any two keys through: the server checks them", () => {
    expect(joinInputError("h3kq-8wzr-m2pd-x7tn", "k7q-2mz-x9p")).toBeNull()
  })
})

describe("groupNameInput", () => {
  it("trims the name and refuses a blank one", () => {
    expect(groupNameInput("  Hen keepers ")).toEqual({ ok: true, name: "Hen keepers" })
    expect(groupNameInput("   ")).toEqual({ ok: false, message: "Please enter group name" })
  })
})

describe("inviteCountError", () => {
  it("accepts whole numbers from 1 to 50", () => {
    for (const ok of ["1", "12", "50", 7]) expect(inviteCountError(ok)).toBeNull()
    for (const bad of ["", "0", "51", "2.5", "two", -1]) expect(inviteCountError(bad)).toBe(Messages.inviteKeyCount(50))
  })
})
