// The whole event catalogue, walked field by field: a field whose name looks personal is
// either marked personal in its schema (so the store seals it) or listed as plain with a
// reason, so the next such field cannot slip into the log unsealed.
import { Schema, type SchemaAST } from "effect"
import { describe, expect, it } from "vitest"

import { eventStructs } from "./catalogue.ts"
import { personal } from "./personal.ts"
import { looksPersonal, PERSONAL_FIELDS, personalFieldProblems, PLAIN_FIELDS } from "./personal-fields.ts"

const structsOf = (...schemas: Schema.Struct<any>[]): Map<string, SchemaAST.TypeLiteral> =>
  new Map(schemas.map((schema) => [(schema.fields.type as Schema.Literal<[string]>).literals[0], schema.ast as SchemaAST.TypeLiteral]))

describe("personal fields in the event catalogue", () => {
  it("seals or explains every field of every event whose name looks personal", () => {
    expect(eventStructs.size).toBeGreaterThan(50)
    expect(personalFieldProblems()).toEqual([])
  })

  it("reads the sealed fields and their owners off the schemas", () => {
    expect(PERSONAL_FIELDS).toEqual({
      // The name a person gave their API token: their words, gone with their key.
      ApiTokenCreated: { owner: "userId", fields: { name: "" } },
      QuizUserRegistered: { owner: "userId", fields: { email: null, passwordHash: "" } },
      QuizUserProfileUpdated: { owner: "userId", fields: { email: null, passwordHash: "" } },
      GeneralFeedbackSubmitted: { owner: "userId", fields: { player: null, playerEmail: null } },
      // The owner's authenticator key: a secret, sealed like personal data.
      SiteUserTwoFactorSetupStarted: { owner: "userId", fields: { secret: "" } },
      SiteUserTwoFactorEnabled: { owner: "userId", fields: { secret: "" } },
      // A journal subscriber's address, sealed with the subscription's key (gone on unsubscribe).
      JournalSubscriptionRequested: { owner: "subscriberId", fields: { email: "" } },
      // A webhook's signing secret, sealed with the endpoint's key (gone when it is removed).
      WebhookEndpointRegistered: { owner: "endpointId", fields: { secret: "" } },
    })
  })

  it("fails on a personal-looking field that is neither sealed nor listed, and on marks the store cannot seal", () => {
    const Contacted = Schema.Struct({
      type: Schema.Literal("Contacted"),
      userId: Schema.String,
      contactEmail: Schema.String,
      fullName: personal(Schema.String, { owner: "userId", erased: "" }),
      shipping: Schema.Struct({ streetAddress: Schema.String, note: personal(Schema.String, { owner: "userId", erased: "" }) }),
      lastIp: Schema.optional(Schema.String),
      sentBy: Schema.String,
      topic: Schema.String,
    })
    const problems = personalFieldProblems(structsOf(Contacted), [{ reason: "gone", fields: ["Vanished.name", "Contacted.fullName"] }])
    expect(problems.map((line) => line.slice(0, line.indexOf(":")))).toEqual([
      "Contacted.contactEmail",
      "Contacted.fullName",
      "Contacted.shipping.streetAddress",
      "Contacted.shipping.note",
      "Contacted.lastIp",
      "Contacted.sentBy",
      "Vanished.name",
    ])
  })

  it("judges a field by the words of its name: a tip is no ip, a servername no name", () => {
    for (const name of ["email", "playerEmail", "ip", "remoteIp", "phoneNumber", "home_address", "displayName", "reportedBy", "passwordHash"])
      expect(looksPersonal(name), name).toBe(true)
    for (const name of ["topic", "userId", "shipped", "byQuestion", "servername", "tip", "feedback"]) expect(looksPersonal(name), name).toBe(false)
  })

  it("gives each plain field a one-line reason", () => {
    for (const { reason, fields } of PLAIN_FIELDS) {
      expect(reason).toMatch(/^[^\n]{10,200}$/)
      expect(fields.length).toBeGreaterThan(0)
    }
  })
})
