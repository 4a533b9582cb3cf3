import { Link } from "react-router-dom"

/** A table row's Edit link and Delete button, named for the entry they act on. */
export function RowActions({ editTo, name, onDelete, deleting }: { editTo: string; name: string; onDelete: () => void; deleting?: boolean }) {
  return (
    <div className="row-actions">
      <Link className="button button--secondary button--small" to={editTo} aria-label={`Edit ${name}`}>
        Edit
      </Link>
      <button type="button" className="button button--danger button--small" onClick={onDelete} disabled={deleting} aria-label={`Delete ${name}`}>
        Delete
      </button>
    </div>
  )
}
