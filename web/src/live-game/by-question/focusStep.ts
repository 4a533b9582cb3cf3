/**
 * A new step of a round (a question, the podium) takes the focus, so a screen reader moves on
 * with it, and is shown from its top: the dialog or page around it scrolls back up rather than
 * just far enough for the heading, which would leave the step's title cut off above it.
 */
export function focusStep(heading: HTMLElement | null): void {
  if (!heading) return
  heading.focus({ preventScroll: true })
  const dialog = heading.closest("dialog")
  if (dialog) dialog.scrollTop = 0
  else window.scrollTo({ top: 0 })
}
