// Shapes of the client state docs/product.md §3 names, typed from the server's schemas (type-only).
import type { OwnerInfo as OwnerInfoSchema } from "#schemas/api/dashboard.ts"
import type { QuizUserInfo as QuizUserInfoSchema } from "#schemas/api/quiz-user.ts"

/** The signed-in site owner (dashboard). */
export type OwnerInfo = typeof OwnerInfoSchema.Type

/**
 * The signed-in quiz player, as returned by login, register and profile update. A player restored from
 * storage may have been saved before the server sent `email`, so it may be missing here.
 */
export type QuizUserInfo = Omit<typeof QuizUserInfoSchema.Type, "email"> & { readonly email?: string | null }

/** The minimal Storage surface the state needs; window.localStorage and sessionStorage fit it. */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem" | "clear">
