// /api/video: public reads, owner-only writes.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"

import { OwnerSession } from "#api/features/site-owner/public.ts"
import { BadRequest, NotFound } from "#api/platform/http/errors.ts"
import { Refusal } from "#api/platform/http/refusals.ts"
import { IdPath } from "#schemas/api/content/fields.ts"
import { NewVideo, Video, VideoGroup, VideoUpdate } from "#schemas/api/content/videos.ts"
import { MessageBody } from "#schemas/api/message.ts"

export const VideosGroup = HttpApiGroup.make("videos")
  .add(HttpApiEndpoint.get("list", "/").addSuccess(Schema.Array(VideoGroup)))
  .add(HttpApiEndpoint.get("latest", "/latest").addSuccess(Video).addError(NotFound))
  .add(HttpApiEndpoint.get("get", "/:id").setPath(IdPath).addSuccess(Video).addError(NotFound))
  .add(HttpApiEndpoint.post("create", "/").setPayload(NewVideo).addSuccess(Video).addError(Refusal.Invalid).middleware(OwnerSession))
  .add(
    HttpApiEndpoint.put("update", "/:id")
      .setPath(IdPath)
      .setPayload(VideoUpdate)
      .addSuccess(Video)
      .addError(BadRequest)
      .addError(NotFound)
      .addError(Refusal.Invalid)
      .addError(Refusal.Missing)
      .middleware(OwnerSession),
  )
  .add(HttpApiEndpoint.del("remove", "/:id").setPath(IdPath).addSuccess(MessageBody).addError(Refusal.Missing).middleware(OwnerSession))
  .prefix("/video")
