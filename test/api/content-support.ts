// Helpers of the content API tests: a server with a known owner, the owner's session
// cookie, a foreign Origin, and uploads recorded straight in the store.
import { randomBytes } from "node:crypto"

import { storedHead } from "#test/support/stored-head.ts"

import type { TestServer } from "../support/test-server.ts"
import { call, type ServerMode } from "./servers.ts"

export const OWNER = { username: "keeper", password: "owner-password-1" }

export const startContentServer = (mode: ServerMode, env: Record<string, string> = {}) =>
  mode.start({ OWNER_USERNAME: OWNER.username, OWNER_PASSWORD: OWNER.password, QUIZ_ADMIN_PASSWORD: "admin-password-1", ...env })

/** The owner's session cookie (`homestead_session=…`). */
export const ownerCookie = async (server: TestServer): Promise<string> => {
  const answer = await call(server, "POST", "/api/dashboard/10644", { body: OWNER })
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith("homestead_session="))
  if (!cookie) throw new Error(`Owner sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  return cookie.split(";")[0]!
}

export const FOREIGN = { origin: "https://evil.example" }

/** A media id as the upload pipeline makes them, recorded as uploaded. */
export const recordUpload = async (server: TestServer): Promise<string> => {
  const mediaId = randomBytes(16).toString("base64url")
  const variant = (name: string, width: number) => ({ name, width, height: Math.round(width * 0.75), bytes: 1000 })
  const { position } = await server.platform.store.append(
    `media-${mediaId}`,
    [
      {
        type: "MediaUploaded",
        data: {
          mediaId,
          variants: [variant("carousel", 1200), variant("public", 1600), variant("thumb", 320)],
          width: 2000,
          height: 1500,
          uploadedBy: "owner",
          at: new Date().toISOString(),
        },
      },
    ],
    "no_stream",
  )
  await server.platform.projector.waitFor(position)
  return mediaId
}

/** Every write the test makes must leave the store untouched when refused. */
export const storeHead = (server: TestServer) => storedHead(server)

export const later = () => new Promise((resolve) => setTimeout(resolve, 5))
