import { describe, expect, it } from "vitest"

import { invitationText } from "./invitation.ts"

describe("invitationText", () => {
  it("names the group, the site, both keys and where to enter them", () => {
    expect(
      invitationText({
        groupName: "Hen keepers",
        groupKey: "h3kq-8wzr-m2pd-x7tn",
        inviteKey: "k7q-2mz-x9p",
        siteName: "Homestead",
        origin: "https://homestead.example/",
      }),
    ).toBe("Join my group Hen keepers on Homestead: group key h3kq-8wzr-m2pd-x7tn, invite key k7q-2mz-x9p — at https://homestead.example/quizgame/quizprofile")
  })
})
