import type { KeyboardEvent } from "react"

/**
 * Arrow keys move between a question's option buttons (`data-letter`), Home and End go to the
 * first and last, and a letter (a–e) goes to its option; Enter or Space then answers. Returns
 * whether the key was taken.
 */
export function moveAmongOptions(event: KeyboardEvent<HTMLElement>, buttons: readonly HTMLButtonElement[]): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.target instanceof HTMLInputElement || buttons.length === 0) return false
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement)
  const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key]
  let target: HTMLButtonElement | undefined
  if (step !== undefined) target = buttons[at === -1 ? (step > 0 ? 0 : buttons.length - 1) : (at + step + buttons.length) % buttons.length]
  else if (event.key === "Home") target = buttons[0]
  else if (event.key === "End") target = buttons.at(-1)
  else if (event.key.length === 1) target = buttons.find((b) => b.dataset.letter === event.key.toLowerCase())
  if (!target) return false
  event.preventDefault()
  target.focus()
  return true
}
