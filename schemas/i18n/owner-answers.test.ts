// The server's answers to the owner's screens (the profile's sign-in and tokens, the content forms, the recipe
// import, the webhooks) and to the players' account screens, in Spanish: each is found in its area by the words or
// the shape the server says it with, and comes back in words of its own, with the same values.
import { describe, expect, it } from "vitest"

import * as Dashboard from "../dashboard-messages.ts"
import * as Messages from "../messages.ts"
import { sizeText } from "../size-text.ts"
import { translated } from "./catalogues.ts"
import { es } from "./es.ts"

type Said = string | ((...values: never[]) => string)

/** A message as the server says it and as the catalogue's Spanish says it, with the same values. */
const pair = (english: Said, spanish: Said, ...values: readonly unknown[]): readonly [string, string] => {
  const say = (words: Said) => (typeof words === "string" ? words : (words as (...v: readonly unknown[]) => string)(...values))
  return [say(english), say(spanish)]
}

const d = es.dashboard
const a = es.accounts

const ANSWERS: readonly (readonly [string, string])[] = [
  pair(Messages.apiTokenLimit, d.apiTokenLimit, 10),
  pair(Messages.apiTokenMissing, d.apiTokenMissing),
  pair(Messages.apiTokenNameRequired, d.apiTokenNameRequired),
  pair(Messages.apiTokenNotForOwner, d.apiTokenNotForOwner),
  pair(Messages.apiTokenNotForThis, d.apiTokenNotForThis),
  pair(Messages.apiTokenNotValid, d.apiTokenNotValid),
  pair(Messages.apiTokenOwnerOnly, d.apiTokenOwnerOnly),
  pair(Messages.apiTokenPlayerReadOnly, d.apiTokenPlayerReadOnly),
  pair(Messages.apiTokenReadOnly, d.apiTokenReadOnly),
  pair(Messages.twoFactorAlreadyOn, d.twoFactorAlreadyOn),
  pair(Messages.twoFactorCodeRequired, d.twoFactorCodeRequired),
  pair(Messages.twoFactorCodeReused, d.twoFactorCodeReused),
  pair(Messages.twoFactorNoSetup, d.twoFactorNoSetup),
  pair(Messages.twoFactorNotOn, d.twoFactorNotOn),
  pair(Messages.wrongTwoFactorCode, d.wrongTwoFactorCode),
  pair(Messages.recoveryCodeUsed, d.recoveryCodeUsed),
  pair(Messages.recoveryCodesReplaced, d.recoveryCodesReplaced),
  pair(Messages.secondStepExpired, d.secondStepExpired),
  pair(Messages.secondStepNeeded, d.secondStepNeeded),
  pair(Messages.accountDeleted, a.accountDeleted),
  pair(Messages.signedOut, a.signedOut),
  pair(Messages.publishAtNeedsDraft, d.publishAtNeedsDraft),
  pair(Messages.publishAtPast, d.publishAtPast),
  pair(Messages.recipeNameCharacters, d.recipeNameCharacters),
  pair(Messages.recipeNameReserved, d.recipeNameReserved),
  pair(Messages.recipeNameTaken, d.recipeNameTaken),
  pair(Messages.recipeChangedMeanwhile, d.recipeChangedMeanwhile),
  pair(Messages.recipeImportAiTimedOut, d.recipeImportAiTimedOut),
  pair(Messages.recipeImportAiUnavailable, d.recipeImportAiUnavailable),
  pair(Messages.recipeImportFileInvalid, d.recipeImportFileInvalid),
  pair(Messages.recipeImportArchiveTooLarge, d.recipeImportArchiveTooLarge, sizeText(10 * 1024 * 1024)),
  pair(Messages.recipeImportFirstOfMany, d.recipeImportFirstOfMany, 3),
  pair(Messages.recipeImportImageSkipped, d.recipeImportImageSkipped, 1),
  pair(Messages.recipeImportImageSkipped, d.recipeImportImageSkipped, 4),
  pair(Messages.recipeImportNeedsAi, d.recipeImportNeedsAi),
  pair(Messages.recipeImportNotAPage, d.recipeImportNotAPage),
  pair(Messages.recipeImportNotFound, d.recipeImportNotFound),
  pair(Messages.fetchPrivateAddress, d.fetchPrivateAddress),
  pair(Messages.fetchStatus, d.fetchStatus, 404),
  pair(Messages.fetchTimedOut, d.fetchTimedOut),
  pair(Messages.fetchTooLarge, d.fetchTooLarge, sizeText(5 * 1024 * 1024)),
  pair(Messages.fetchTooLarge, d.fetchTooLarge, sizeText(300 * 1024)),
  pair(Messages.fetchTooManyRedirects, d.fetchTooManyRedirects),
  pair(Messages.fetchUnreachable, d.fetchUnreachable),
  pair(Messages.imageMissing, d.imageMissing),
  pair(Messages.imageTooLarge, d.imageTooLarge, 15),
  pair(Messages.imageTooManyPixels, d.imageTooManyPixels, 40),
  pair(Messages.imageUnknown, d.imageUnknown),
  pair(Messages.imageUrlInvalid, d.imageUrlInvalid),
  pair(Messages.notAnImage, d.notAnImage),
  pair(Messages.videoLinkInvalid, d.videoLinkInvalid),
  pair(Messages.imagesFromElsewhere, d.imagesFromElsewhere, ["https://example.org/hens.png"]),
  pair(Messages.imagesFromElsewhere, d.imagesFromElsewhere, ["https://example.org/hens.png", "pics/coop.png"]),
  pair(Messages.servingsRange, d.servingsRange, 1, 100),
  pair(Messages.webhookUrlInvalid, d.webhookUrlInvalid),
  pair(Messages.webhookPrivateAddress, d.webhookPrivateAddress),
  pair(Messages.webhookEventsRequired, d.webhookEventsRequired),
  pair(Messages.webhookAdded, d.webhookAdded),
  pair(Messages.webhookTestQueued, d.webhookTestQueued),
  pair(Messages.webhookRemoved, d.webhookRemoved),
  pair(Messages.webhookMissing, d.webhookMissing),
  pair(Messages.webhookGoneBeforeDelivery, d.webhookGoneBeforeDelivery),
  pair(Messages.webhookReceiverAnswered, d.webhookReceiverAnswered, 503),
]

describe("the owner's and the accounts' answers in Spanish", () => {
  it.each(ANSWERS)("says %j in Spanish", (english, spanish) => {
    expect(spanish).not.toBe(english)
    expect(translated(english, "es")).toBe(spanish)
  })

  it("keeps a size's own text and a status's number in the Spanish words", () => {
    expect(translated(Messages.fetchTooLarge(sizeText(5 * 1024 * 1024)), "es")).toContain("(el límite es de 5 MB)")
    expect(translated(Messages.webhookReceiverAnswered(503), "es")).toBe("El receptor respondió con 503.")
  })

  it("has Spanish of its own for every word of the webhooks page, the events' names included", () => {
    const words = Object.entries(Dashboard).filter(([key, value]) => /^webhooks?[A-Z]/.test(key) && typeof value === "string")
    expect(words.length).toBeGreaterThan(40)
    for (const [key, english] of words) expect(d[key as keyof typeof d], key).not.toBe(english)
    for (const event of ["post.published", "recipe.published", "quiz.completed", "live_game.finished", "journal.subscribed", "webhook.test"])
      expect(d.webhookEventLabel(event), event).not.toBe(Dashboard.webhookEventLabel(event))
  })
})
