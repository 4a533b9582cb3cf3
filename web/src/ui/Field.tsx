import { useId, type InputHTMLAttributes } from "react"

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string
  hint?: string
}

/** A labelled input; the label and optional hint are tied to it for assistive technology. */
export function Field({ label, hint, ...input }: FieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={hint ? hintId : undefined} {...input} />
      {hint && (
        <small id={hintId} className="field__hint">
          {hint}
        </small>
      )}
    </div>
  )
}

/** A form-level error, announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  )
}
