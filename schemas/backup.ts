// A backup archive (a gzip'd tar): `events.ndjson` (every event in position order, one JSON
// object a line), the media files under `media/<id>/<variant>.webp`, and `manifest.json`
// last, with a SHA-256 for every other member. Restoring checks every member against it.
import { Schema } from "effect"

export const BACKUP_FORMAT = 1
export const EVENTS_MEMBER = "events.ndjson"
export const MANIFEST_MEMBER = "manifest.json"
export const MEDIA_PREFIX = "media/"

/** One line of events.ndjson. */
export const BackupEvent = Schema.Struct({
  stream: Schema.String,
  revision: Schema.String, // a bigint, as decimal text
  position: Schema.String, // the event's position in the store it came from
  id: Schema.String,
  type: Schema.String,
  data: Schema.Unknown,
  metadata: Schema.Record({ key: Schema.String, value: Schema.Unknown }),
  time: Schema.String, // ISO 8601, when it was stored
})
export type BackupEvent = typeof BackupEvent.Type

export const BackupMember = Schema.Struct({ name: Schema.String, bytes: Schema.Number, sha256: Schema.String })
export type BackupMember = typeof BackupMember.Type

export const BackupManifest = Schema.Struct({
  format: Schema.Literal(BACKUP_FORMAT),
  app: Schema.Struct({ name: Schema.String, version: Schema.String }),
  createdAt: Schema.String,
  events: Schema.Struct({ count: Schema.Number, lastPosition: Schema.String }),
  members: Schema.Array(BackupMember),
})
export type BackupManifest = typeof BackupManifest.Type
