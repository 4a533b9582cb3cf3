// Shapes of the client state docs/product.md §3 names. Fields beyond those it lists are kept as unknown.

/** The signed-in site owner (dashboard). */
export interface OwnerInfo {
  _id: string
  username: string
}

/** The signed-in quiz player, as returned by login, register and profile update. */
export interface QuizUserInfo {
  id: string
  username: string
  is_admin: boolean
  token: string
  quizzes_remaining: number
  email?: string | null
}

/** The minimal Storage surface the state needs; window.localStorage and sessionStorage fit it. */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem" | "clear">
