import { useEffect, useRef, useState } from "react"

/**
 * After a refused submit the focus moves to the form's first field marked invalid, so the
 * keyboard and a screen reader are where the problem is (not left on the submit button).
 * Call `refused()` when the form has marked its fields (a check here or the server's answer).
 */
export function useFocusOnProblem() {
  const formRef = useRef<HTMLFormElement>(null)
  const [refusals, setRefusals] = useState(0)
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refusals])
  return { formRef, refused: () => setRefusals((n) => n + 1) }
}
