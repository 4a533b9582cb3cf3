// First-start accounts: a configured password, or a generated one printed once so the
// operator can sign in (and then change it).
import { generatePassword } from "../../engine/auth/password.ts"

export const chosenPassword = (configured: string | undefined): { password: string; generated: boolean } =>
  configured === undefined ? { password: generatePassword(), generated: true } : { password: configured, generated: false }

export const announce = (what: string, username: string, password: string | undefined): void => {
  const secret = password === undefined ? "the password from the configuration" : `password "${password}" (shown only this once; change it after signing in)`
  console.log(`${what} created: username "${username}", ${secret}`)
}
