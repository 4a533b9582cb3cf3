// The owner-only writes every content resource has (posts, photos, videos, recipes): create at
// `/`, update and remove at `/:id`, each behind OwnerApi (the session or a personal API token),
// with the refusals they share. A resource adds its own refusals to the endpoints returned (a
// recipe's WrongState, say).
import { HttpApiEndpoint } from "@effect/platform"
import type { Schema } from "effect"

import { BadRequest, NotFound } from "#api/platform/http/errors.ts"
import { Refusal } from "#api/platform/http/refusals.ts"
import { IdPath } from "#schemas/api/content/fields.ts"
import { MessageBody } from "#schemas/api/message.ts"

import { OwnerApi } from "./owner-session.ts"

/** `item`, what the resource answers; `create` and `update`, the bodies of a new one and of a change. */
export const ownerWrites = <Item extends Schema.Schema.AnyNoContext, Create extends Schema.Schema.AnyNoContext, Update extends Schema.Schema.AnyNoContext>(
  item: Item,
  create: Create,
  update: Update,
) => ({
  create: HttpApiEndpoint.post("create", "/").setPayload(create).addSuccess(item).addError(Refusal.Invalid).middleware(OwnerApi),
  update: HttpApiEndpoint.put("update", "/:id")
    .setPath(IdPath)
    .setPayload(update)
    .addSuccess(item)
    .addError(BadRequest)
    .addError(NotFound)
    .addError(Refusal.Invalid)
    .addError(Refusal.Missing)
    .middleware(OwnerApi),
  remove: HttpApiEndpoint.del("remove", "/:id").setPath(IdPath).addSuccess(MessageBody).addError(Refusal.Missing).middleware(OwnerApi),
})
