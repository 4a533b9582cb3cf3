// Group socket events sent by clients (docs/product.md §7).
//
// join_group_room {groupId, groupKey} → ack {success, message}: the group must exist, the
// key must be its group key, and the socket's user (from the connection check) must be a
// member; only then does the socket enter `group:<id>`.
//
// group_event: checked (payload, membership) but never relayed. Group updates are pushed
// by the server from stored events (updates.ts); relaying what a client claims
// happened would let any member show the others made-up joins and challenges. A member
// gets `{success:false}` saying so; nothing reaches the room.
//
// A payload that does not decode gets `{success:false, message}`; a handler never throws.
import { ParseResult, Schema } from "effect"
import type { Kysely } from "kysely"

import { socketUser } from "#api/features/accounts/public.ts"
import { describeIssues } from "#api/platform/http/errors.ts"
import { onWithAck } from "#api/platform/sockets/acks.ts"
import type { QuizServer, QuizSocket } from "#api/platform/sockets/io.ts"
import { normalizeGroupKey } from "#engine/groups/keys.ts"
import type { DB } from "#projections/db.ts"
import { findGroup, isGroupMember } from "#projections/groups/groups.queries.ts"
import { ClientGroupEvent, JoinGroupRoom } from "#schemas/api/group-socket.ts"
import * as Messages from "#schemas/messages.ts"
import { ClientEvent, type SocketAnswer, type SocketRefusal } from "#schemas/socket/protocol.ts"
import { MAX_JSON_DEPTH, valueDepthExceeds } from "#schemas/text.ts"

import { groupRoom } from "./updates.ts"

const refused = (message: string): SocketRefusal => ({ success: false, message })

/** Decodes with a schema; a failure becomes the ack's message, like the HTTP API's 400s. */
const decodeWith =
  <A, I>(schema: Schema.Schema<A, I>) =>
  (input: unknown): { ok: true; value: A } | { ok: false; ack: SocketRefusal } => {
    if (valueDepthExceeds(input)) return { ok: false, ack: refused(Messages.jsonTooDeep(MAX_JSON_DEPTH)) }
    const result = Schema.decodeUnknownEither(schema)(input)
    if (result._tag === "Right") return { ok: true, value: result.right }
    return { ok: false, ack: refused(describeIssues(ParseResult.ArrayFormatter.formatErrorSync(result.left))) }
  }

const decodeJoin = decodeWith(JoinGroupRoom)
const decodeGroupEvent = decodeWith(ClientGroupEvent)

export const joinGroupRoom = async (db: Kysely<DB>, socket: QuizSocket, payload: unknown): Promise<SocketAnswer> => {
  const decoded = decodeJoin(payload)
  if (!decoded.ok) return decoded.ack
  const { groupId, groupKey } = decoded.value
  const group = await findGroup(db, groupId)
  if (!group) return refused(Messages.groupNotFound)
  if (group.groupKey !== normalizeGroupKey(groupKey)) return refused(Messages.groupKeyInvalid)
  if (!(await isGroupMember(db, group.id, socketUser(socket).userId))) return refused(Messages.notGroupMember)
  await socket.join(groupRoom(group.id))
  return { success: true, message: Messages.groupRoomJoined }
}

export const groupEvent = async (db: Kysely<DB>, socket: QuizSocket, payload: unknown): Promise<SocketAnswer> => {
  const decoded = decodeGroupEvent(payload)
  if (!decoded.ok) return decoded.ack
  if (!(await isGroupMember(db, decoded.value.groupId, socketUser(socket).userId))) return refused(Messages.notGroupMember)
  return refused(Messages.groupEventsFromServer)
}

export interface GroupRoomsDeps {
  readonly db: Kysely<DB>
  readonly io: QuizServer
}

export const registerGroupRooms = ({ db, io }: GroupRoomsDeps): void => {
  io.on("connection", (socket) => {
    onWithAck(socket, ClientEvent.joinGroupRoom, (payload) => joinGroupRoom(db, socket, payload))
    onWithAck(socket, ClientEvent.groupEvent, (payload) => groupEvent(db, socket, payload))
  })
}
