// The journal subscription, given/when/then: a link confirms only the pending request it was
// mailed for and only while fresh, a post is recorded as mailed once, and leaving is final.
import { describe, expect, it } from "vitest"

import type { JournalMailEvent } from "#schemas/events/journal-mail.ts"
import * as Messages from "#schemas/messages.ts"
import { given } from "#test/support/decider.ts"

import { awaitsPost, CONFIRM_TTL_MS, type SubscriptionCommand, subscriptionDecider } from "./subscription.ts"

const NOW = new Date("2026-03-05T10:00:00.000Z")
const later = (ms: number) => new Date(NOW.getTime() + ms)
const at = NOW.toISOString()

const request = (tokenHash = "h1", now = NOW): SubscriptionCommand => ({
  type: "RequestSubscription",
  subscriberId: "s1",
  email: "  Ann@Example.ORG ",
  tokenHash,
  language: "es",
  now,
})
const confirm = (tokenHash = "h1", now = NOW): SubscriptionCommand => ({ type: "ConfirmSubscription", subscriberId: "s1", tokenHash, now })
const mailed = (postId: string): SubscriptionCommand => ({ type: "RecordPostMailed", subscriberId: "s1", postId, now: NOW })
const leave: SubscriptionCommand = { type: "Unsubscribe", subscriberId: "s1", now: NOW }

const requested: JournalMailEvent = { type: "JournalSubscriptionRequested", subscriberId: "s1", email: "ann@example.org", tokenHash: "h1", language: "es", at }
const confirmed: JournalMailEvent = { type: "JournalSubscriptionConfirmed", subscriberId: "s1", at }
const postMailed = (postId: string): JournalMailEvent => ({ type: "JournalPostMailed", subscriberId: "s1", postId, at })
const left: JournalMailEvent = { type: "JournalUnsubscribed", subscriberId: "s1", at }

describe("a journal subscription", () => {
  it("keeps the address trimmed and lower-cased, and a new request replaces a pending link", () => {
    given(subscriptionDecider).when(request()).then([requested])
    given(subscriptionDecider, [requested])
      .when(request("h2"))
      .then([{ ...requested, tokenHash: "h2" }])
    given(subscriptionDecider, [requested, confirmed]).when(request("h2")).then([])
  })

  it("confirms with the latest link only, within its time, and once", () => {
    given(subscriptionDecider, [requested]).when(confirm()).then([confirmed])
    given(subscriptionDecider, [requested]).when(confirm("other")).then(Messages.subscribeLinkInvalid)
    given(subscriptionDecider, [requested, { ...requested, tokenHash: "h2" }])
      .when(confirm("h1"))
      .then(Messages.subscribeLinkInvalid)
    given(subscriptionDecider, [requested])
      .when(confirm("h1", later(CONFIRM_TTL_MS + 1)))
      .then(Messages.subscribeLinkInvalid)
    given(subscriptionDecider).when(confirm()).then(Messages.subscribeLinkInvalid)
    given(subscriptionDecider, [requested, confirmed]).when(confirm()).then([])
    given(subscriptionDecider, [requested, left]).when(confirm()).then(Messages.subscribeLinkInvalid)
  })

  it("records each post mailed once, and only to a confirmed subscriber", () => {
    const state = given(subscriptionDecider, [requested, confirmed])
      .when(mailed("p1"))
      .then([postMailed("p1")])
    expect(awaitsPost(state, "p1")).toBe(false)
    expect(awaitsPost(state, "p2")).toBe(true)
    given(subscriptionDecider, [requested, confirmed, postMailed("p1")])
      .when(mailed("p1"))
      .then([])
    given(subscriptionDecider, [requested]).when(mailed("p1")).then([])
    given(subscriptionDecider, [requested, confirmed, left]).when(mailed("p1")).then([])
  })

  it("gives a post up once after its last try, and neither mails nor gives it up again", () => {
    const undelivered = (postId: string): SubscriptionCommand => ({ type: "RecordPostUndelivered", subscriberId: "s1", postId, attempts: 10, now: NOW })
    const givenUp: JournalMailEvent = { type: "JournalPostUndelivered", subscriberId: "s1", postId: "p1", attempts: 10, at }
    const state = given(subscriptionDecider, [requested, confirmed]).when(undelivered("p1")).then([givenUp])
    expect(awaitsPost(state, "p1")).toBe(false)
    given(subscriptionDecider, [requested, confirmed, givenUp]).when(undelivered("p1")).then([])
    given(subscriptionDecider, [requested, confirmed, givenUp]).when(mailed("p1")).then([])
    given(subscriptionDecider, [requested, confirmed, postMailed("p1")])
      .when(undelivered("p1"))
      .then([])
    given(subscriptionDecider, [requested, confirmed, left]).when(undelivered("p1")).then([])
  })

  it("leaves once, pending or confirmed, and a departed subscription takes no new request", () => {
    given(subscriptionDecider, [requested]).when(leave).then([left])
    given(subscriptionDecider, [requested, confirmed]).when(leave).then([left])
    given(subscriptionDecider, [requested, confirmed, left]).when(leave).then([])
    given(subscriptionDecider).when(leave).then([])
    given(subscriptionDecider, [requested, left]).when(request()).then([])
  })
})
