import { useEffect } from "react"

import { useQuizUser } from "../../accounts/useQuizUser.ts"
import { loadGeneralFeedback, loadQuestionFeedback } from "./adminApi.ts"

let loadedFor: string | null = null

/**
 * After a quiz admin signs in, question feedback and general feedback are loaded into state
 * (docs/product.md §4), once per admin per page load. Failures are left to the admin page's own panels.
 */
export function useAdminPreload() {
  const user = useQuizUser()
  const adminId = user?.is_admin ? user.id : null
  useEffect(() => {
    if (adminId === null || loadedFor === adminId) return
    loadedFor = adminId
    void Promise.allSettled([loadQuestionFeedback(), loadGeneralFeedback()])
  }, [adminId])
}
