/**
 * Copies text; the Clipboard API where the page may use it, otherwise the older copy command
 * (plain-http sites and some embedded browsers). Resolves to whether the text was copied.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Permission refused: the fallback below may still work.
  }
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null
  const area = document.createElement("textarea")
  area.value = text
  area.setAttribute("readonly", "")
  area.style.position = "fixed"
  area.style.opacity = "0"
  document.body.append(area)
  area.select()
  try {
    return document.execCommand("copy")
  } catch {
    return false
  } finally {
    area.remove()
    focused?.focus()
  }
}
