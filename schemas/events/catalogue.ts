/* eslint-disable @typescript-eslint/no-explicit-any -- every event union, whatever its encoded side */
// Every stored event type this version reads, by type, with the schema that decodes it. The
// admin command line's `verify` checks every stored event against it; a type missing here is
// an event this version cannot read.
import { Schema, type SchemaAST } from "effect"

import { ApiTokenEvent } from "./api-token.ts"
import { CategoriesEvent } from "./categories.ts"
import { ChallengeEvent } from "./challenge.ts"
import { FeedbackEvent } from "./feedback.ts"
import { GroupEvent } from "./group.ts"
import { GroupAllowanceEvent } from "./group-allowance.ts"
import { JournalMailEvent } from "./journal-mail.ts"
import { LiveGameEvent } from "./live-game.ts"
import { MediaEvent } from "./media.ts"
import { PhotoEvent } from "./photo.ts"
import { PostEvent } from "./post.ts"
import { QuestionReportEvent } from "./question-report.ts"
import { QuizEvent } from "./quiz.ts"
import { QuizAttemptEvent } from "./quiz-attempt.ts"
import { QuizRatingEvent } from "./quiz-rating.ts"
import { QuizUserEvent } from "./quiz-user.ts"
import { RecipeEvent, RecipeNameEvent } from "./recipe.ts"
import { SingleSignOnIdentityEvent, SingleSignOnUserEvent } from "./single-sign-on.ts"
import { SiteSeeded } from "./site-seed.ts"
import { SiteUserEvent } from "./site-user.ts"
import { UsernameEvent } from "./username.ts"
import { VideoEvent } from "./video.ts"
import { WebhookDeliveryEvent, WebhookEndpointEvent } from "./webhooks.ts"

const unions: readonly Schema.Schema<any, any, never>[] = [
  ApiTokenEvent,
  CategoriesEvent,
  ChallengeEvent,
  FeedbackEvent,
  GroupEvent,
  GroupAllowanceEvent,
  JournalMailEvent,
  LiveGameEvent,
  MediaEvent,
  PhotoEvent,
  PostEvent,
  QuestionReportEvent,
  QuizAttemptEvent,
  QuizRatingEvent,
  QuizUserEvent,
  QuizEvent,
  RecipeEvent,
  RecipeNameEvent,
  SiteSeeded,
  SingleSignOnIdentityEvent,
  SingleSignOnUserEvent,
  SiteUserEvent,
  UsernameEvent,
  VideoEvent,
  WebhookEndpointEvent,
  WebhookDeliveryEvent,
]

/** Each member of a union of event structs, by its literal `type`. */
const membersOfUnion = (schema: Schema.Schema.Any): [string, SchemaAST.TypeLiteral][] => {
  const ast = schema.ast
  const members = ast._tag === "Union" ? ast.types : [ast]
  return members.flatMap((member): [string, SchemaAST.TypeLiteral][] => {
    if (member._tag !== "TypeLiteral") return []
    const type = member.propertySignatures.find((p) => p.name === "type")?.type
    return type?._tag === "Literal" && typeof type.literal === "string" ? [[type.literal, member]] : []
  })
}

/** Event type → its struct, for what is read off the schemas themselves (personal-fields.ts). */
export const eventStructs: ReadonlyMap<string, SchemaAST.TypeLiteral> = new Map(unions.flatMap(membersOfUnion))

/** Event type → a decoder of `{type, ...data}` that throws a readable error when it does not fit. */
export const eventCatalogue: ReadonlyMap<string, (event: unknown) => unknown> = new Map(
  unions.flatMap((union) => {
    const decode = Schema.decodeUnknownSync(union)
    return membersOfUnion(union).map(([type]) => [type, decode] as const)
  }),
)
