// Personal API tokens: the owner's under /api/dashboard/tokens, a player's under
// /api/quiz/profile/tokens. Each lists, creates (the token answered this once) and revokes.
// Only a session manages tokens: a token cannot make or revoke tokens.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"

import { QuizAuth } from "#api/features/accounts/public.ts"
import { OwnerSession } from "#api/features/site-owner/public.ts"
import { Refusal } from "#api/platform/http/refusals.ts"
import { ApiTokenList, ApiTokenPath, CreatedApiToken, NewApiToken } from "#schemas/api/api-tokens.ts"
import { MessageBody } from "#schemas/api/message.ts"

const endpoints = () =>
  [
    HttpApiEndpoint.get("list", "/").addSuccess(ApiTokenList),
    HttpApiEndpoint.post("create", "/").setPayload(NewApiToken).addSuccess(CreatedApiToken).addError(Refusal.Invalid).addError(Refusal.WrongState),
    HttpApiEndpoint.del("revoke", "/:id").setPath(ApiTokenPath).addSuccess(MessageBody).addError(Refusal.Missing),
  ] as const

const [ownerList, ownerCreate, ownerRevoke] = endpoints()
export const OwnerApiTokensGroup = HttpApiGroup.make("ownerApiTokens")
  .add(ownerList)
  .add(ownerCreate)
  .add(ownerRevoke)
  .middleware(OwnerSession)
  .prefix("/dashboard/tokens")

const [playerList, playerCreate, playerRevoke] = endpoints()
export const PlayerApiTokensGroup = HttpApiGroup.make("playerApiTokens")
  .add(playerList)
  .add(playerCreate)
  .add(playerRevoke)
  .middleware(QuizAuth)
  .prefix("/quiz/profile/tokens")
