// The owner's subscribers card, rendered to markup from a count: the mails given up after their last try are
// told only when there are some.
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { newQueryClient, RenderQueryClient } from "../../content/queryClient.ts"
import { SubscribersSection } from "./SubscribersSection.tsx"

const card = (count: { confirmed: number; undelivered: number }) => {
  const client = newQueryClient()
  client.setQueryData(["journal-mail", "options"], { subscribe: true })
  client.setQueryData(["journal-mail", "count"], count)
  // As text: the markup escapes the message's apostrophe.
  return renderToStaticMarkup(
    <RenderQueryClient.Provider value={client}>
      <SubscribersSection />
    </RenderQueryClient.Provider>,
  ).replaceAll("&#x27;", "'")
}

describe("the owner's subscribers card", () => {
  it("says how many mails could not be delivered", () => {
    const html = card({ confirmed: 4, undelivered: 2 })
    expect(html).toContain("4 confirmed subscribers get each new post by email.")
    expect(html).toContain(Messages.mailsUndelivered(2))
    expect(Messages.mailsUndelivered(2)).toMatch(/^2 mails to subscribers could not be delivered/)
    expect(Messages.mailsUndelivered(1)).toMatch(/^1 mail to subscribers could not be delivered: the mail server refused it at every try, so it was given up/)
  })

  it("says nothing of deliveries when every mail went", () => {
    expect(card({ confirmed: 1, undelivered: 0 })).not.toContain("could not be delivered")
  })
})
