// Event schema versions, and the one place where events stored in an older shape are
// brought up to the latest one on read. Every event carries its schema version in its
// metadata (`v`, written by the command runner); one stored before versions existed is
// version 1. The decoders of the deciders and of the read models call `upcast` before they
// check an event against its schema, so the domain code only ever sees the latest shape.
//
// Changing an event's shape: add the step from the current latest version to the next to
// that type's list below (the latest version is the list's length + 1), change the schema,
// and add a case to upcast.test.ts. Never edit a step once events of its version are stored.
import { legacySlugOfTitle } from "../post-address.ts"

/** The metadata key holding an event's schema version. */
export const EVENT_VERSION_KEY = "v"

type EventData = Readonly<Record<string, unknown>>
/** From one version's data to the next version's. */
type Step = (data: EventData) => EventData

/** Leaves out `keys` (fields a later version no longer stores). */
const without =
  (...keys: readonly string[]): Step =>
  (data) =>
    Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key)))

/** v1 posts had no tags, drafts or Markdown: no tags, published, a body written as HTML. */
const postV2: Step = (data) => ({ tags: [], draft: false, markdown: "", ...data })

/** v2 PostCreated had no slug: the read model made one by the rule of the day, which its address keeps. */
const postCreatedV3: Step = (data) => ({ slug: legacySlugOfTitle(typeof data.title === "string" ? data.title : ""), ...data })

/** Posts written before scheduling publish at no set time. */
const postPublishAt: Step = (data) => ({ publishAt: "", ...data })

/** Per event type with more than one version: the step from version n to n + 1 at index n - 1. */
const steps: Readonly<Record<string, readonly Step[]>> = {
  // v1 carried each round's `scores` and every player's running `totals` (optional late in
  // its life). v2 stores neither: the fold works both out from the round's players and
  // their AnswersSubmitted, by the same rule the deciding code used when it wrote v1 from
  // the same fold, so the old lists are dropped.
  RoundCompleted: [without("scores", "totals")],
  PostCreated: [postV2, postCreatedV3, postPublishAt],
  PostUpdated: [postV2, postPublishAt],
}

/** The version events of this type are written in now. */
export const latestVersion = (type: string): number => (steps[type]?.length ?? 0) + 1

/** The version an event's metadata records; 1 when it records none (stored before versions). */
export const versionOf = (metadata: Readonly<Record<string, unknown>> | undefined): number => {
  const v = metadata?.[EVENT_VERSION_KEY]
  return typeof v === "number" && Number.isInteger(v) && v >= 1 ? v : 1
}

/** A stored event is of a version this code does not know (written by newer code). */
export class UnknownEventVersion extends Error {
  readonly _tag = "UnknownEventVersion"
  constructor(
    readonly type: string,
    readonly version: number,
  ) {
    super(`Event ${type} is stored in version ${version}; this server reads up to version ${latestVersion(type)}`)
  }
}

/** The data of a `type` event stored in `version`, in the latest version's shape. */
export const upcast = (type: string, version: number, data: unknown): unknown => {
  const latest = latestVersion(type)
  if (version === latest) return data
  if (version > latest) throw new UnknownEventVersion(type, version)
  const chain = steps[type] ?? []
  let shaped = (data ?? {}) as EventData
  for (let at = version; at < latest; at++) shaped = chain[at - 1]!(shaped)
  return shaped
}

/** The metadata to store with a new event of `type`: its version, beside what the writer gives. */
export const versionedMetadata = (type: string, metadata?: Readonly<Record<string, unknown>>): Record<string, unknown> => ({
  ...metadata,
  [EVENT_VERSION_KEY]: latestVersion(type),
})
