// /api/posts: public reads, owner-only writes.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"

import { OwnerSession } from "#api/auth/owner-session.ts"
import { BadRequest, NotFound } from "#api/http/errors.ts"
import { Refusal } from "#api/http/refusals.ts"
import { IdPath } from "#schemas/api/content/fields.ts"
import { NewPost, Post, PostUpdate } from "#schemas/api/content/posts.ts"
import { MessageBody } from "#schemas/api/message.ts"

export const PostsGroup = HttpApiGroup.make("posts")
  .add(HttpApiEndpoint.get("list", "/").addSuccess(Schema.Array(Post)))
  .add(HttpApiEndpoint.get("journal", "/journal").addSuccess(Schema.Array(Post)))
  .add(HttpApiEndpoint.get("get", "/:id").setPath(IdPath).addSuccess(Post).addError(NotFound))
  .add(HttpApiEndpoint.post("create", "/").setPayload(NewPost).addSuccess(Post).addError(Refusal.Invalid).middleware(OwnerSession))
  .add(
    HttpApiEndpoint.put("update", "/:id")
      .setPath(IdPath)
      .setPayload(PostUpdate)
      .addSuccess(Post)
      .addError(BadRequest)
      .addError(NotFound)
      .addError(Refusal.Invalid)
      .addError(Refusal.Missing)
      .middleware(OwnerSession),
  )
  .add(HttpApiEndpoint.del("remove", "/:id").setPath(IdPath).addSuccess(MessageBody).addError(Refusal.Missing).middleware(OwnerSession))
  .prefix("/posts")
