import { describe, expect, it } from "vitest"

import { ALREADY_GROUP_MEMBER, INVITE_KEY_USED } from "#schemas/error-codes.ts"
import * as Messages from "#schemas/group-messages.ts"

import { JOIN_PATH, joinKeysOf, joinLink, joinRefusal } from "./joinLink.ts"

describe("join links", () => {
  const keys = { groupKey: "h3kq-8wzr-m2pd-x7tn", inviteKey: "k7q-2mz-x9p" }

  it("carries both keys in the fragment, and reads them back", () => {
    const link = joinLink("https://homestead.example/", keys)
    const url = new URL(link)
    expect(url.origin + url.pathname).toBe(`https://homestead.example${JOIN_PATH}`)
    expect(url.search).toBe("")
    expect(joinKeysOf(url.hash)).toEqual(keys)
  })

  it("reads a link cut short or without keys as no keys", () => {
    for (const hash of ["", "#", "#group=h3kq-8wzr-m2pd-x7tn", "#invite=k7q-2mz-x9p", "#group=%20&invite=k7q-2mz-x9p", "#token=abc"]) {
      expect(joinKeysOf(hash)).toBeNull()
    }
  })

  it("sorts a refused join by what the link page says", () => {
    const refused = (status: number, data: unknown) => ({ status, data })
    expect(joinRefusal(refused(409, { message: Messages.alreadyGroupMember, code: ALREADY_GROUP_MEMBER }))).toEqual({ kind: "member" })
    expect(joinRefusal(refused(409, { message: Messages.inviteKeyUsed, code: INVITE_KEY_USED }))).toEqual({ kind: "used" })
    expect(joinRefusal(refused(404, { message: Messages.inviteKeyInvalid }))).toEqual({ kind: "invalid" })
    expect(joinRefusal(refused(404, { message: Messages.groupKeyInvalid }))).toEqual({ kind: "invalid" })
    expect(joinRefusal(refused(409, { message: Messages.groupBusy }))).toEqual({ kind: "trouble", message: Messages.groupBusy })
    expect(joinRefusal(refused(429, { message: Messages.tooManyJoinAttempts }))).toEqual({ kind: "trouble", message: Messages.tooManyJoinAttempts })
    expect(joinRefusal({ status: "FETCH_ERROR", error: "Failed to fetch" }).kind).toBe("trouble")
  })
})
