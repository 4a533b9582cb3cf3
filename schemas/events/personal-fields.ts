// Which event fields hold a person's personal data, whose it is, and what reads in their place
// once that person's key is destroyed (engine/personal-data). The fields are marked in the
// event schemas themselves (`personal(...)`, personal.ts); this module reads the marks off the
// catalogue. The rest of an event stays readable forever: a deleted player's results,
// ratings and games remain history.
import type { SchemaAST } from "effect"

import { eventStructs } from "./catalogue.ts"
import { personalMarkOf } from "./personal.ts"

export interface PersonalFieldsRule {
  /** The field holding the id of the person whose data it is (the key's owner). */
  readonly owner: string
  /** Each personal field and the value read once its key is gone. */
  readonly fields: Readonly<Record<string, string | null>>
}

/** Event type → its personal fields, from the marks on its schema's own fields. */
const rulesOf = (structs: ReadonlyMap<string, SchemaAST.TypeLiteral>): Record<string, PersonalFieldsRule> => {
  const rules: Record<string, PersonalFieldsRule> = {}
  for (const [type, struct] of structs) {
    let owner: string | undefined
    const fields: Record<string, string | null> = {}
    for (const property of struct.propertySignatures) {
      const mark = personalMarkOf(property.type)
      if (!mark) continue
      // The store seals an event's personal fields with one key: its owner's.
      if ((owner ?? mark.owner) !== mark.owner) throw new Error(`${type}: its personal fields name different owners`)
      if (!struct.propertySignatures.some((p) => p.name === mark.owner)) throw new Error(`${type}: no field ${mark.owner} names the owner`)
      owner = mark.owner
      fields[String(property.name)] = mark.erased
    }
    if (owner !== undefined) rules[type] = { owner, fields }
  }
  return rules
}

/** Event type → its personal fields. */
export const PERSONAL_FIELDS: Readonly<Record<string, PersonalFieldsRule>> = rulesOf(eventStructs)

/** Event type → the field naming the person whose key it destroys. */
export const ERASING_EVENTS: Readonly<Record<string, string>> = {
  QuizUserDeleted: "userId",
  JournalUnsubscribed: "subscriberId",
  WebhookEndpointRemoved: "endpointId",
}

/**
 * Fields whose names look personal (see `looksPersonal`) but are kept plain, and why. A path is
 * `Event.field`, or deeper through structs and arrays (`Event.field.inner`).
 */
export const PLAIN_FIELDS: readonly { readonly reason: string; readonly fields: readonly string[] }[] = [
  {
    reason: "a player's public handle: results, groups and games name players by it; a deleted player's reads as a deleted player",
    fields: [
      "QuizUserRegistered.username",
      "QuizUserProfileUpdated.username",
      "UsernameClaimed.username",
      "GroupCreated.commissionerName",
      "GroupMemberJoined.username",
      "PlayerJoined.username",
      "GameOpened.pin.hostName",
      "ChallengeIssued.challengerName",
      "ChallengeIssued.challenged.username",
      "QuestionUpdated.byUsername",
      "QuestionKept.byUsername",
      "ReportResolved.byUsername",
    ],
  },
  {
    reason: "a signed-in reporter's username; a guest's name for the report has no account, so no key to seal it with",
    fields: ["QuestionReported.reportedBy"],
  },
  {
    reason: "the site owner's own account, which is never deleted",
    fields: ["SiteUserCreated.username", "SiteUserCreated.passwordHash", "SiteUserProfileUpdated.username", "SiteUserProfileUpdated.passwordHash"],
  },
  {
    reason: "a group's name, chosen for the group by its commissioner",
    fields: [
      "GroupCreated.groupName",
      "InviteKeysAdded.groupName",
      "GroupMemberJoined.groupName",
      "GroupMemberLeft.groupName",
      "GroupDeleted.groupName",
      "ChallengeIssued.groupName",
      "GameOpened.groupName",
      "GameEnded.groupName",
    ],
  },
  {
    reason: "the id of an account, not what the account holds",
    fields: [
      "InviteKeysAdded.by",
      "GroupDeleted.by",
      "RoundRequested.requestedBy",
      "RoundRequested.topicBy",
      "GameReset.by",
      "QuizCreated.createdBy",
      "QuestionUpdated.by",
      "QuestionKept.by",
      "ReportResolved.by",
    ],
  },
  {
    reason: "the site's own published content: the owner's name on a post or photo, a dish's name",
    fields: [
      "PostCreated.name",
      "PostUpdated.name",
      "PhotoAdded.name",
      "PhotoUpdated.name",
      "RecipeCreated.name",
      "RecipeUpdated.name",
      "RecipeCreated.subrecipes.name",
      "RecipeUpdated.subrecipes.name",
    ],
  },
  { reason: "a rendition's size (carousel, public, thumb), and owner or guest", fields: ["MediaUploaded.variants.name", "MediaUploaded.uploadedBy"] },
]

/** Words that make a field look like it holds personal data (split at camelCase and _). */
const PERSONAL_WORDS = new Set([
  "email",
  "mail",
  "address",
  "ip",
  "phone",
  "mobile",
  "name",
  "username",
  "player",
  "password",
  "birth",
  "street",
  "postcode",
  "zip",
  "city",
  "location",
])

/** Whether a field's name looks personal: one of PERSONAL_WORDS, or who did something (`…By`). */
export const looksPersonal = (field: string): boolean => {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[\s_-]+/)
  return words.some((word) => PERSONAL_WORDS.has(word)) || words.at(-1) === "by"
}

/** Every field path of a struct, with its schema, through nested structs, arrays, unions and records. */
const fieldsOf = (ast: SchemaAST.AST, prefix: string, out: [string, SchemaAST.AST][]): void => {
  switch (ast._tag) {
    case "TypeLiteral":
      for (const property of ast.propertySignatures) {
        const path = `${prefix}.${String(property.name)}`
        out.push([path, property.type])
        fieldsOf(property.type, path, out)
      }
      for (const index of ast.indexSignatures) fieldsOf(index.type, prefix, out)
      return
    case "Union":
      for (const member of ast.types) fieldsOf(member, prefix, out)
      return
    case "TupleType":
      for (const element of [...ast.elements, ...ast.rest]) fieldsOf(element.type, prefix, out)
      return
    case "Refinement":
      return fieldsOf(ast.from, prefix, out)
    case "Transformation":
      return fieldsOf(ast.to, prefix, out)
    case "Suspend":
      return fieldsOf(ast.f(), prefix, out)
    default:
      return
  }
}

/**
 * What is wrong with the catalogue's personal fields, one line each (none when all is well): a
 * field whose name looks personal that is neither marked `personal` nor in PLAIN_FIELDS, a mark
 * the store cannot seal (inside a nested struct), and a PLAIN_FIELDS entry that names no field
 * or a marked one.
 */
export const personalFieldProblems = (
  structs: ReadonlyMap<string, SchemaAST.TypeLiteral> = eventStructs,
  plain: typeof PLAIN_FIELDS = PLAIN_FIELDS,
): string[] => {
  const listed = new Set(plain.flatMap((group) => group.fields))
  const problems: string[] = []
  const seen = new Set<string>()
  for (const [type, struct] of structs) {
    const fields: [string, SchemaAST.AST][] = []
    fieldsOf(struct, type, fields)
    for (const [path, ast] of fields) {
      if (seen.has(path)) continue
      seen.add(path)
      const name = path.slice(path.lastIndexOf(".") + 1)
      const topLevel = path === `${type}.${name}`
      const marked = personalMarkOf(ast) !== undefined
      if (marked && !topLevel) problems.push(`${path}: marked personal inside a nested value, which the store cannot seal; make it a field of the event`)
      else if (marked && listed.has(path)) problems.push(`${path}: marked personal and listed in PLAIN_FIELDS; it is one or the other`)
      else if (!marked && looksPersonal(name) && !listed.has(path))
        problems.push(`${path}: looks personal; mark it personal(...) in its schema, or list it in PLAIN_FIELDS with why it stays plain`)
    }
  }
  for (const path of listed) if (!seen.has(path)) problems.push(`${path}: listed in PLAIN_FIELDS but no event has it`)
  return problems
}
