// One socket.io connection for the signed-in quiz user: joins every group's room on each connect
// and whenever the group list changes, and applies `group_update` pushes to the state with a toast.
// A connection the server refuses because its database is not answering (it cannot check the
// token) is tried again a little later; socket.io gives up on refusals by itself.
import { effect } from "@preact/signals-react"
import { io } from "socket.io-client"

import { FLOODED, SESSION_ENDED, STORE_UNAVAILABLE, TOKEN_EXPIRED } from "#schemas/error-codes.ts"
import * as Groups from "#schemas/group-messages.ts"
import type { Catalogue } from "#schemas/i18n/catalogue.ts"
import * as Quiz from "#schemas/quiz-messages.ts"
import { ClientEvent, ServerEvent, type SocketAnswer } from "#schemas/socket/protocol.ts"
import { activeLanguage } from "#web/i18n/active.ts"
import { wordsOf } from "#web/i18n/language.ts"
import { levelName } from "#web/quiz-play/words.ts"
import { quiz } from "#web/state/store.ts"
import type { QuizUserInfo } from "#web/state/types.ts"
import { toast } from "#web/ui/toastify.ts"

import { refreshGroup } from "../groups/groupsApi.ts"
import { applyChallengeUpdate, applyGroupUpdate, groupToRefresh, groupUpdateToast, isGroupUpdate, toastChallenge } from "../groups/groupUpdates.ts"
import { type Me, type PlayerChallenge, storedChallenges, storedGroups } from "../groups/types.ts"
import { showChallengeToast } from "../groups/ui/ChallengeToast.tsx"
import { roomsToJoin } from "./rooms.ts"
import type { QuizSocket } from "./socketType.ts"

/** The acknowledgement of join_group_room, read defensively: an answer of another shape counts as a refusal. */
const ackOf = (answer: SocketAnswer | undefined): { success: boolean; message: string } =>
  typeof answer === "object" && answer !== null && "success" in answer && answer.success === true
    ? { success: true, message: "" }
    : { success: false, message: typeof answer === "object" && answer !== null && "message" in answer ? String(answer.message) : "no answer" }

/** docs/product.md §9: reconnect after 1 s, backing off to 5 s; give a connection attempt 20 s. */

export const SOCKET_OPTIONS = {
  path: "/socket.io",
  withCredentials: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20_000,
} as const

/** The server's reason for closing, by its code, in the page's language (the server writes English on a socket). */
const CLOSING: Readonly<Record<string, (catalogue: Catalogue) => string>> = {
  [SESSION_ENDED]: (c) => c.accounts.sessionEnded,
  [TOKEN_EXPIRED]: (c) => c.frame.sessionExpiredAlert,
  [FLOODED]: (c) => c.live.socketFlooded,
}

export const closingWords = (catalogue: Catalogue | undefined, code: string, english: string): string => {
  const words = CLOSING[code]
  return catalogue && words ? words(catalogue) : english
}

function handleGroupUpdate(update: unknown, me: Me) {
  if (!isGroupUpdate(update)) {
    console.warn("Ignored a malformed group update", update)
    return
  }
  const groups = storedGroups(quiz.quizGroups.peek())
  if (groups) quiz.setGroups(applyGroupUpdate(groups, update))
  const challenges = storedChallenges(quiz.quizChallenges.peek()) as PlayerChallenge[] | null
  if (challenges) quiz.setChallenges(applyChallengeUpdate(challenges, update, me))
  const refresh = groupToRefresh(update, me)
  // A failed read leaves the keys to the next reload; the group itself is already up to date.
  if (refresh) refreshGroup(refresh).catch((error: unknown) => console.warn(`Could not read group ${refresh} again:`, error))
  const language = activeLanguage()
  const message = groupUpdateToast(update, me, wordsOf(language, "groups", Groups), (level) => levelName(wordsOf(language, "quiz", Quiz), level))
  const challengeId = toastChallenge(update)
  if (message && challengeId) showChallengeToast(message, challengeId)
  else if (message) toast.info(message)
}

/** Opens the connection; `onSocket` gets it at once. Returns the function that closes it for good. */
export function openConnection(user: QuizUserInfo, onSocket: (socket: QuizSocket) => void): () => void {
  const me: Me = { id: user.id, username: user.username }
  const socket: QuizSocket = io({ ...SOCKET_OPTIONS, auth: { token: user.token, userId: user.id, username: user.username } })
  // Rooms asked for on this connection; a reconnect starts with none.
  let asked = new Set<string>()

  const joinRooms = () => {
    if (!socket.connected) return
    const groups = storedGroups(quiz.quizGroups.peek()) ?? []
    for (const room of roomsToJoin(groups, asked)) {
      asked.add(room.token)
      socket
        .timeout(SOCKET_OPTIONS.timeout)
        .emit(ClientEvent.joinGroupRoom, { groupId: room.groupId, groupKey: room.groupKey }, (error: Error | null, answer: SocketAnswer | undefined) => {
          const ack = ackOf(answer)
          if (error || !ack.success) {
            // A refused room is only logged (docs/product.md §8); asking again on the next change may succeed.
            asked.delete(room.token)
            console.warn(`Could not join the room of group ${room.groupId}:`, error?.message ?? ack.message)
          }
        })
    }
  }

  socket.on("connect", () => {
    console.info("Quiz socket connected")
    asked = new Set()
    joinRooms()
  })
  socket.on("disconnect", (reason) => console.info("Quiz socket disconnected:", reason))
  let retry: ReturnType<typeof setTimeout> | undefined
  socket.on("connect_error", (error) => {
    console.warn("Quiz socket could not connect:", error.message)
    const code = (error as Error & { data?: { code?: unknown } }).data?.code
    if (code === STORE_UNAVAILABLE && !socket.active) {
      clearTimeout(retry)
      retry = setTimeout(() => socket.connect(), SOCKET_OPTIONS.reconnectionDelayMax)
    }
  })
  socket.on(ServerEvent.groupUpdate, (raw: unknown) => handleGroupUpdate(raw, me))
  // The server says why it is closing the connection (a session that ended, a flood).
  socket.on(ServerEvent.serverMessage, (raw: unknown) => {
    const message = typeof raw === "object" && raw !== null && "message" in raw ? String(raw.message) : ""
    const code = typeof raw === "object" && raw !== null && "code" in raw ? String(raw.code) : ""
    if (message) toast.warn(closingWords(activeLanguage().catalogue, code, message))
  })

  // Reading quizGroups here makes a changed list ask for the rooms not asked for yet.
  const stopFollowing = effect(() => {
    void quiz.quizGroups.value
    joinRooms()
  })
  onSocket(socket)

  return () => {
    clearTimeout(retry)
    stopFollowing()
    socket.removeAllListeners()
    socket.disconnect()
  }
}
