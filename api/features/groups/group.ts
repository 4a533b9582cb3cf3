// Quiz groups under /api/quiz (docs/product.md §7): create, add invite keys, delete, list, read one,
// join with keys, and the caller's groups with their members. Signed-in players only.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"

import { QuizAuth } from "#api/features/accounts/public.ts"
import { Refusal } from "#api/platform/http/refusals.ts"
import {
  AddKeysPayload,
  CreatedGroup,
  CreateGroupPayload,
  GroupDetail,
  GroupPath,
  GroupSummary,
  JoinedGroup,
  JoinGroupPayload,
  KeysAdded,
} from "#schemas/api/group.ts"
import { MessageBody } from "#schemas/api/message.ts"

export const QuizGroupsGroup = HttpApiGroup.make("quizGroups")
  .add(
    HttpApiEndpoint.post("create", "/group")
      .setPayload(CreateGroupPayload)
      .addSuccess(CreatedGroup)
      .addError(Refusal.Invalid)
      .addError(Refusal.WrongState)
      .addError(Refusal.RateLimited),
  )
  .add(
    HttpApiEndpoint.put("addKeys", "/group")
      .setPayload(AddKeysPayload)
      .addSuccess(KeysAdded)
      .addError(Refusal.Invalid)
      .addError(Refusal.NotAllowed)
      .addError(Refusal.Missing)
      .addError(Refusal.WrongState)
      .addError(Refusal.RateLimited),
  )
  .add(
    HttpApiEndpoint.del("remove", "/group/:id")
      .setPath(GroupPath)
      .addSuccess(MessageBody)
      .addError(Refusal.NotAllowed)
      .addError(Refusal.Missing)
      .addError(Refusal.WrongState),
  )
  .add(HttpApiEndpoint.get("list", "/group").addSuccess(Schema.Array(GroupSummary)))
  .add(HttpApiEndpoint.get("detail", "/group/:id").setPath(GroupPath).addSuccess(GroupDetail).addError(Refusal.NotAllowed).addError(Refusal.Missing))
  .add(
    HttpApiEndpoint.put("join", "/profile/group")
      .setPayload(JoinGroupPayload)
      .addSuccess(JoinedGroup)
      .addError(Refusal.Invalid)
      .addError(Refusal.Missing)
      .addError(Refusal.WrongState)
      .addError(Refusal.RateLimited),
  )
  .add(HttpApiEndpoint.get("mine", "/profile/groups").addSuccess(Schema.Array(GroupDetail)))
  .middleware(QuizAuth)
  .prefix("/quiz")
