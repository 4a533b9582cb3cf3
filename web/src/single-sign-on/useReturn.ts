import { useEffect, useState } from "react"
import { useSearchParams } from "react-router-dom"

import { singleSignOnErrorMessage } from "#schemas/single-sign-on-errors.ts"

export interface Return {
  /** `?sso=` as the callback set it: "signed-in" or "linked". */
  readonly done: string | null
  /** The words for `?sso_error=`, when the provider's answer signed nobody in. */
  readonly error: string | null
}

/**
 * How the provider's callback sent the browser back to this screen (`?sso=` or `?sso_error=`),
 * read once; the address then loses them, so a reload or a shared link does not repeat them.
 */
export function useSingleSignOnReturn(enabled = true): Return {
  const [params, setParams] = useSearchParams()
  const [seen] = useState<Return>(() =>
    enabled ? { done: params.get("sso"), error: singleSignOnErrorMessage(params.get("sso_error")) ?? null } : { done: null, error: null },
  )
  useEffect(() => {
    if (!enabled || (!params.has("sso") && !params.has("sso_error"))) return
    const rest = new URLSearchParams(params)
    rest.delete("sso")
    rest.delete("sso_error")
    setParams(rest, { replace: true })
  }, [enabled, params, setParams])
  return seen
}

const OWNER_RETURN_KEY = "homestead.sso.ownerReturn"

/** The page the owner asked for, kept in this tab while they sign in at the provider. */
export function keepOwnerReturn(path: string): void {
  try {
    window.sessionStorage.setItem(OWNER_RETURN_KEY, path)
  } catch {
    // Without storage the owner lands on the dashboard's home.
  }
}

/** The page kept by keepOwnerReturn, if any. */
export function ownerReturn(): string | null {
  try {
    return window.sessionStorage.getItem(OWNER_RETURN_KEY)
  } catch {
    return null
  }
}
