// The little of oidc-provider (which ships no types) that the single sign-on tests use.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http"

  interface KoaContext {
    readonly path: string
    body: unknown
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void
  }
}
