import { Link } from "react-router-dom"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { useMessages } from "#web/i18n/language.ts"

/** A table row's Edit link and Delete button, named for the entry they act on. */
export function RowActions({ editTo, name, onDelete, deleting }: { editTo: string; name: string; onDelete: () => void; deleting?: boolean }) {
  const m = useMessages("dashboard", Dashboard)
  return (
    <div className="row-actions">
      <Link className="button button--secondary button--small" to={editTo} aria-label={m.editName(name)}>
        {m.edit}
      </Link>
      <button type="button" className="button button--danger button--small" onClick={onDelete} disabled={deleting} aria-label={m.deleteName(name)}>
        {m.deleteWord}
      </button>
    </div>
  )
}
