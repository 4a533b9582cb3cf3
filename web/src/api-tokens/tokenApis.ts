// The personal API tokens' calls: the owner's under /api/dashboard/tokens (with the session
// cookie), a player's under /api/quiz/profile/tokens (with their sign-in token).
import type { ApiTokenInfo, CreatedApiToken, NewApiToken } from "#schemas/api/api-tokens.ts"
import type { MessageBody } from "#schemas/api/message.ts"

import { quizRequest } from "../accounts/quizClient.ts"
import { request, type RequestOptions } from "../http/client.ts"

export type TokenInfo = typeof ApiTokenInfo.Type
export type NewToken = typeof NewApiToken.Encoded
export type CreatedToken = typeof CreatedApiToken.Type

export interface TokenApi {
  list(): Promise<readonly TokenInfo[]>
  create(body: NewToken): Promise<CreatedToken>
  revoke(id: string): Promise<typeof MessageBody.Type>
}

const tokenApi = (call: <T>(path: string, options?: RequestOptions) => Promise<T>): TokenApi => ({
  list: () => call<readonly TokenInfo[]>("/"),
  create: (body) => call<CreatedToken>("/", { method: "POST", body }),
  revoke: (id) => call<typeof MessageBody.Type>(`/${encodeURIComponent(id)}`, { method: "DELETE" }),
})

export const ownerTokens = tokenApi((path, options) => request(`/dashboard/tokens${path}`, options))
export const playerTokens = tokenApi((path, options) => quizRequest(`/profile/tokens${path}`, options))
