// Puts an edit into the body's textarea the way typing would, so the browser's undo (Ctrl+Z) takes it back.
import { changedStretch, type TextEdit } from "./markdownText.ts"

/**
 * Replaces the textarea's text with `edit.text` by the one changed stretch, through the editing command that keeps
 * the undo history; where that command is missing, `fallback` sets the text instead. Leaves `edit`'s selection.
 */
export const applyEdit = (textarea: HTMLTextAreaElement, edit: TextEdit, fallback: (text: string) => void): void => {
  const { from, to, insert } = changedStretch(textarea.value, edit.text)
  textarea.focus()
  if (from !== to || insert !== "") {
    textarea.setSelectionRange(from, to)
    // Deprecated but the only way to a change the browser's undo knows; its input event reaches React's onChange.
    const done = insert === "" ? document.execCommand("delete") : document.execCommand("insertText", false, insert)
    if (!done || textarea.value !== edit.text) {
      fallback(edit.text)
      requestAnimationFrame(() => textarea.setSelectionRange(edit.start, edit.end))
      return
    }
  }
  textarea.setSelectionRange(edit.start, edit.end)
}
