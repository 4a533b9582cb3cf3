import { Messages } from "../../../../schemas/messages.ts"
import { checkSubmittedCategory } from "../../content/categories.ts"

/**
 * The category check before a form is sent (docs/product.md §4-5): an unsaved "new" category blocks the submission with an
 * alert; an empty one gives a form error. Returns the trimmed category, or null when the form must not be sent.
 */
export function gateCategory(category: string, setError: (message: string) => void): string | null {
  const check = checkSubmittedCategory(category)
  if (check.ok) return check.category
  if (check.reason === "new") window.alert(Messages.saveNewCategoryFirst)
  else setError(Messages.categoryRequired)
  return null
}
