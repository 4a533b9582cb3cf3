// /api/video: public reads, owner-only writes.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"

import { ownerWrites } from "#api/features/site-owner/public.ts"
import { NotFound } from "#api/platform/http/errors.ts"
import { IdPath } from "#schemas/api/content/fields.ts"
import { NewVideo, Video, VideoGroup, VideoUpdate } from "#schemas/api/content/videos.ts"

const writes = ownerWrites(Video, NewVideo, VideoUpdate)

export const VideosGroup = HttpApiGroup.make("videos")
  .add(HttpApiEndpoint.get("list", "/").addSuccess(Schema.Array(VideoGroup)))
  .add(HttpApiEndpoint.get("latest", "/latest").addSuccess(Video).addError(NotFound))
  .add(HttpApiEndpoint.get("get", "/:id").setPath(IdPath).addSuccess(Video).addError(NotFound))
  .add(writes.create)
  .add(writes.update)
  .add(writes.remove)
  .prefix("/video")
