// Who may see a group: it must exist (404) and the caller must belong to it (403).
import type { App } from "#api/compose.ts"
import { Missing, NotAllowed } from "#engine/domain-errors.ts"
import { findGroup, type GroupRow, isGroupMember } from "#projections/groups.queries.ts"
import * as Messages from "#schemas/messages.ts"

export const requireGroupMember = async (app: App, groupId: string, userId: string): Promise<GroupRow> => {
  const group = await findGroup(app.database.db, groupId)
  if (!group) throw new Missing(Messages.groupNotFound)
  if (!(await isGroupMember(app.database.db, group.id, userId))) throw new NotAllowed(Messages.notGroupMember)
  return group
}
