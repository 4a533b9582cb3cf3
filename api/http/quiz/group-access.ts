// Who may see a group: it must exist (404) and the caller must belong to it (403).
import { DomainError } from "../../../engine/command.ts"
import { Messages } from "../../../schemas/messages.ts"
import type { App } from "../../app.ts"
import { findGroup, isGroupMember, type GroupRow } from "../../../projections/groups.queries.ts"

export const requireGroupMember = async (app: App, groupId: string, userId: string): Promise<GroupRow> => {
  const group = await findGroup(app.database.db, groupId)
  if (!group) throw new DomainError(404, Messages.groupNotFound)
  if (!(await isGroupMember(app.database.db, group.id, userId))) throw new DomainError(403, Messages.notGroupMember)
  return group
}
