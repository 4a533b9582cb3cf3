import { useState } from "react"

import * as Accounts from "#schemas/account-messages.ts"
import { newPasswordProblem, PASSWORD_MIN_LENGTH } from "#schemas/account-rules.ts"
import type { Words } from "#schemas/i18n/catalogue.ts"
import { useMessages } from "#web/i18n/language.ts"

import { errorCode, errorFields, errorMessage } from "../http/errors.ts"
import { Field } from "../ui/Field.tsx"

export interface AccountValues {
  username: string
  password: string
  confirm: string
  email: string
}

export function useAccountValues(initial: Partial<AccountValues> = {}) {
  const [values, setValues] = useState<AccountValues>({ username: "", password: "", confirm: "", email: "", ...initial })
  const m = useMessages("accounts", Accounts)
  const set = (key: keyof AccountValues) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }))
  return { values, set, problems: accountProblems(values, m) }
}

export type FieldErrors = Partial<Record<keyof AccountValues, string>>

/** What the form can tell before asking: the new password's length and the §5 match of the two. */
export function accountProblems(values: AccountValues, m: Words<typeof Accounts>): FieldErrors {
  const problems: FieldErrors = {}
  const password = newPasswordProblem(values.password)
  if (password) problems.password = password === Accounts.passwordTooShort ? m.passwordTooShort : m.passwordTooLong
  if (values.password !== values.confirm) problems.confirm = m.passwordsDoNotMatch
  return problems
}

/** A refused account request's problems by the form's fields (the request names them as the form does). */
export function accountFieldErrors(error: unknown): FieldErrors {
  const fields = errorFields(error)
  const errors: FieldErrors = {}
  for (const key of ["username", "password", "email"] as const) if (fields[key]) errors[key] = fields[key]
  if (errorCode(error) === "USERNAME_TAKEN") errors.username = errorMessage(error)
  return errors
}

/** Username, password, confirm and optional email, as registration and profile update both ask. */
export function AccountFields({
  values,
  set,
  newPassword = true,
  focusFirst = true,
  errors = {},
}: {
  values: AccountValues
  set: (key: keyof AccountValues) => (event: { target: { value: string } }) => void
  newPassword?: boolean
  focusFirst?: boolean
  /** Problems by field, shown under each. */
  errors?: Partial<Record<keyof AccountValues, string>>
}) {
  const m = useMessages("accounts", Accounts)
  return (
    <>
      <Field
        label={m.username}
        name="username"
        autoComplete="username"
        required
        value={values.username}
        onChange={set("username")}
        autoFocus={focusFirst}
        error={errors.username}
      />
      <Field
        label={m.password}
        name="password"
        type="password"
        autoComplete={newPassword ? "new-password" : "current-password"}
        required
        value={values.password}
        onChange={set("password")}
        hint={newPassword ? m.passwordHint(PASSWORD_MIN_LENGTH) : undefined}
        error={errors.password}
      />
      <Field
        label={m.confirmPassword}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        value={values.confirm}
        onChange={set("confirm")}
        error={errors.confirm}
      />
      <Field
        label={m.emailOptional}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set("email")}
        hint={m.emailForResetHint}
        error={errors.email}
      />
    </>
  )
}
