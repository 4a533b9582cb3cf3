// The personal API tokens' commands as the edge calls them.
import { type CommandDeps, handleCommand } from "../command.ts"
import { apiTokens, type ApiTokensCommand, apiTokensStream } from "./api-tokens.ts"

type Input<T extends ApiTokensCommand["type"]> = Omit<Extract<ApiTokensCommand, { type: T }>, "type">

export const createApiToken = (deps: CommandDeps, input: Input<"CreateApiToken">) =>
  handleCommand(deps, apiTokensStream(input.userId), apiTokens, { type: "CreateApiToken", ...input })

export const revokeApiToken = (deps: CommandDeps, input: Input<"RevokeApiToken">) =>
  handleCommand(deps, apiTokensStream(input.userId), apiTokens, { type: "RevokeApiToken", ...input })
