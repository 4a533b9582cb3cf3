// /api/posts: public reads, owner-only writes.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"

import { OwnerApi, ownerWrites } from "#api/features/site-owner/public.ts"
import { NotFound } from "#api/platform/http/errors.ts"
import { IdPath } from "#schemas/api/content/fields.ts"
import { NewPost, Post, PostPreview, PostPreviewRequest, PostUpdate } from "#schemas/api/content/posts.ts"
import { LibraryImage } from "#schemas/api/media.ts"

const writes = ownerWrites(Post, NewPost, PostUpdate)

export const PostsGroup = HttpApiGroup.make("posts")
  .add(HttpApiEndpoint.get("list", "/").addSuccess(Schema.Array(Post)))
  .add(HttpApiEndpoint.get("journal", "/journal").addSuccess(Schema.Array(Post)))
  // The owner's list: drafts too. Before "/:id" so it is not read as an id.
  .add(HttpApiEndpoint.get("library", "/library").addSuccess(Schema.Array(LibraryImage)).middleware(OwnerApi))
  .add(HttpApiEndpoint.get("owned", "/owner").addSuccess(Schema.Array(Post)).middleware(OwnerApi))
  .add(HttpApiEndpoint.get("ownedOne", "/owner/:id").setPath(IdPath).addSuccess(Post).addError(NotFound).middleware(OwnerApi))
  .add(HttpApiEndpoint.get("get", "/:id").setPath(IdPath).addSuccess(Post).addError(NotFound))
  .add(HttpApiEndpoint.post("preview", "/preview").setPayload(PostPreviewRequest).addSuccess(PostPreview).middleware(OwnerApi))
  .add(writes.create)
  .add(writes.update)
  .add(writes.remove)
  .prefix("/posts")
