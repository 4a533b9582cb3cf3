import { request } from "../http/client.ts"
import { owner, ownerLogout } from "../state/store.ts"
import type { OwnerInfo } from "../state/types.ts"

/** POST /api/dashboard/10644: signs the owner in; the server sets the session cookie. */
export async function signInOwner(username: string, password: string): Promise<OwnerInfo> {
  const info = await request<OwnerInfo>("/dashboard/10644", { method: "POST", body: { username, password } })
  owner.setCredentials({ _id: info._id, username: info.username })
  return info
}

/** POST /api/dashboard/logout, then clear the owner and wipe persistent storage even if the call failed. */
export async function signOutOwner(): Promise<void> {
  try {
    await request("/dashboard/logout", { method: "POST" })
  } finally {
    ownerLogout()
  }
}

/** Confirms a restored owner with GET /api/dashboard/me; a 401 forgets them. */
export async function verifyOwner(): Promise<void> {
  if (!owner.userInfo.peek()) return
  try {
    const info = await request<OwnerInfo>("/dashboard/me")
    owner.setCredentials({ _id: info._id, username: info.username })
  } catch (error) {
    if (typeof error === "object" && error !== null && (error as { status?: unknown }).status === 401) owner.clear()
  }
}

/** PUT /api/dashboard/profile {_id, username, password}. */
export async function updateOwnerProfile(body: { _id: string; username: string; password: string }): Promise<void> {
  const info = await request<Partial<OwnerInfo> | null>("/dashboard/profile", { method: "PUT", body })
  owner.setCredentials({ _id: info?._id ?? body._id, username: info?.username ?? body.username })
}
