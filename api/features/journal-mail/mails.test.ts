// A post's mail as a subscriber reads it away from the site: every link and image absolute, the
// title escaped in the HTML, paragraphs kept in the text, and the one-click unsubscribe headers.
import { describe, expect, it } from "vitest"

import { postMail, subscriberLinks } from "./mails.ts"

const SITE = { name: "Maple Lane", origin: "https://maple-lane.example" }
const LINKS = subscriberLinks(SITE.origin, "sub.token")
const POST = {
  id: "p1",
  title: "Beans & <peas>",
  body: '<p>See <a href="/recipes/bean-soup">the soup</a>.</p><p>Next <img src="/media/abc/public.webp" alt="beans"> row.</p><p><a href="https://elsewhere.example/x">There</a></p>',
  images: ["/media/def/public.webp"],
  slug: "beans-peas",
}

describe("a post's mail", () => {
  const mail = postMail(SITE, { email: "reader@example.org", subscriberId: "sub" }, POST, LINKS)

  it("links everything by absolute URL and keeps the body's words in paragraphs", () => {
    expect(mail.to).toBe("reader@example.org")
    expect(mail.subject).toBe("Beans & <peas>")
    expect(mail.text).toContain("See the soup.\n\nNext row.\n\nThere")
    expect(mail.text).toContain("https://maple-lane.example/media/def/public.webp")
    expect(mail.text).toContain("Read it on Maple Lane: https://maple-lane.example/journal/beans-peas")
    expect(mail.html).toContain('href="https://maple-lane.example/recipes/bean-soup"')
    expect(mail.html).toContain('src="https://maple-lane.example/media/abc/public.webp"')
    expect(mail.html).toContain('href="https://elsewhere.example/x"')
    expect(mail.html).toContain('<img src="https://maple-lane.example/media/def/public.webp"')
    expect(mail.html).toContain("<title>Beans &amp; &lt;peas&gt;</title>")
    expect(mail.html).not.toContain("<peas>")
  })

  it("carries a visible unsubscribe link and the one-click headers, and the same Message-ID on every try", () => {
    expect(mail.text).toContain(`unsubscribe here:\n${LINKS.page}`)
    expect(mail.html).toContain(`<a href="${LINKS.page}">Unsubscribe</a>`)
    expect(mail.headers).toEqual({
      "List-Unsubscribe": "<https://maple-lane.example/api/journal-mail/unsubscribe?token=sub.token>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    })
    expect(mail.messageId).toBe("<post-p1.sub@maple-lane.example>")
    expect(postMail(SITE, { email: "reader@example.org", subscriberId: "sub" }, POST, LINKS).messageId).toBe(mail.messageId)
  })
})
