import { describe, expect, it } from "vitest"

import * as Accounts from "#schemas/account-messages.ts"
import { es } from "#schemas/i18n/es.ts"
import { reworded } from "#schemas/i18n/reword.ts"
import { SINGLE_SIGN_ON_ERRORS } from "#schemas/single-sign-on-errors.ts"

// The screens show a reason a sign-in came back without one, and the server's answers, in the page's words.
describe("single sign-on's words in Spanish", () => {
  it("say every reason a sign-in at the provider came back without one", () => {
    for (const english of Object.values(SINGLE_SIGN_ON_ERRORS)) {
      const spanish = reworded(Accounts, es.accounts, english)
      expect(spanish, english).not.toBe(english)
    }
  })

  it("say the server's answers and the notices that name the provider", () => {
    expect(reworded(Accounts, es.accounts, Accounts.singleSignOnUnlinked)).toBe(es.accounts.singleSignOnUnlinked)
    expect(reworded(Accounts, es.accounts, Accounts.singleSignOnLinkedNow("Authentik"))).toBe(es.accounts.singleSignOnLinkedNow("Authentik"))
    expect(reworded(Accounts, Accounts, Accounts.singleSignOnLinkedNow("Authentik"))).toBe("Your account is now linked to Authentik.")
  })
})
