// Quiz groups under /api/quiz (docs/product.md §7): create, add invite keys, delete, list, read one,
// join with keys, and the caller's groups with their members. Signed-in players only.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { MessageBody } from "../../../schemas/api/message.ts"
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
} from "../../../schemas/api/group.ts"
import { QuizAuth } from "../../auth/quiz-auth.ts"
import { BadRequest, Conflict, Forbidden, NotFound, TooManyRequests } from "../errors.ts"

export const QuizGroupsGroup = HttpApiGroup.make("quizGroups")
  .add(HttpApiEndpoint.post("create", "/group").setPayload(CreateGroupPayload).addSuccess(CreatedGroup))
  .add(HttpApiEndpoint.put("addKeys", "/group").setPayload(AddKeysPayload).addSuccess(KeysAdded))
  .add(HttpApiEndpoint.del("remove", "/group/:id").setPath(GroupPath).addSuccess(MessageBody))
  .add(HttpApiEndpoint.get("list", "/group").addSuccess(Schema.Array(GroupSummary)))
  .add(HttpApiEndpoint.get("detail", "/group/:id").setPath(GroupPath).addSuccess(GroupDetail))
  .add(HttpApiEndpoint.put("join", "/profile/group").setPayload(JoinGroupPayload).addSuccess(JoinedGroup))
  .add(HttpApiEndpoint.get("mine", "/profile/groups").addSuccess(Schema.Array(GroupDetail)))
  .addError(BadRequest)
  .addError(Forbidden)
  .addError(NotFound)
  .addError(Conflict)
  .addError(TooManyRequests)
  .middleware(QuizAuth)
  .prefix("/quiz")
