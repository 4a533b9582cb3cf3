// Engine tests read a refusal as the HTTP answer it becomes: the engine's domain errors name
// what went wrong, and the edge (api/platform/http/refusals.ts) gives each kind its status.
import { statusOf } from "#api/platform/http/refusals.ts"
import { DomainError } from "#engine/domain-errors.ts"

export interface Answered {
  readonly status: number
  readonly message: string
  readonly code?: string
}

/** A domain error as `{ status, message, code? }`. */
export const answered = (error: DomainError): Answered =>
  error.code === undefined ? { status: statusOf(error), message: error.message } : { status: statusOf(error), message: error.message, code: error.code }

/** The promise, rejecting with `answered(error)` when it rejects with a domain error. */
export const answeredRejection = <A>(promise: Promise<A>): Promise<A> =>
  promise.catch((error: unknown) => {
    throw error instanceof DomainError ? answered(error) : error
  })
