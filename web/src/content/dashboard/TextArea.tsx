import { type Ref, type TextareaHTMLAttributes, useId } from "react"

/** A labelled textarea, the multi-line sibling of ui/Field. */
export function TextArea({
  label,
  hint,
  ...area
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & {
  label: string
  hint?: string
  ref?: Ref<HTMLTextAreaElement>
}) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...area} />
      {hint && (
        <small id={`${id}-hint`} className="field__hint">
          {hint}
        </small>
      )}
    </div>
  )
}

/** A labelled checkbox. */
export function CheckBox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId()
  return (
    <div className="check">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}
