import { useLayoutEffect, useRef, useState } from "react"

import * as Pages from "#schemas/page-messages.ts"
import { SERVINGS_MAX, SERVINGS_MIN } from "#schemas/recipe-servings.ts"
import { useMessages } from "#web/i18n/language.ts"

import { canStep, type Portion, portionLabel, stepPortion, withServings } from "./portions.ts"
import { formatAmount } from "./scale.ts"

/**
 * − / amount / + for how much the cook is making: servings (typed or stepped) when the recipe says how many it
 * serves, else ½ to 3 batches. The new amount is announced; the buttons stay focusable at either end.
 */
export function ServingsControl({ portion, onChange }: { portion: Portion; onChange: (portion: Portion) => void }) {
  const m = useMessages("pages", Pages)
  // What the servings box shows: the number, or what the cook is typing into it.
  const [draft, setDraft] = useState(String(portion.value))
  const [announced, setAnnounced] = useState("")
  const input = useRef<HTMLInputElement>(null)

  const change = (next: Portion, typed?: string) => {
    setDraft(typed ?? String(next.value))
    if (next.value === portion.value) return
    onChange(next)
    setAnnounced(`Ingredients now for ${portionLabel(next)}.`)
  }
  // On a server-rendered page the box is there before the app: a number typed meanwhile is taken up. Before
  // the page is told it has hydrated (a passive effect), so a "+" pressed meanwhile and pressed again then
  // steps from the typed number.
  useLayoutEffect(() => {
    const typed = input.current?.value ?? ""
    if (typed.trim() !== "" && typed !== draft) change(withServings(portion, Number(typed)), typed)
    // Once, as the page's app starts.
  }, [])

  const noun = portion.kind === "servings" ? m.servingsNoun : m.batchesNoun
  const stepButton = (by: -1 | 1) => {
    const possible = canStep(portion, by)
    return (
      <button
        type="button"
        className="servings__step"
        aria-label={by === -1 ? m.fewer(noun) : m.more(noun)}
        aria-disabled={!possible}
        onClick={() => possible && change(stepPortion(portion, by))}
      >
        <span aria-hidden="true">{by === -1 ? "−" : "+"}</span>
      </button>
    )
  }

  return (
    <div className="servings no-print" role="group" aria-labelledby="servings-label">
      <span id="servings-label" className="servings__label">
        {portion.kind === "servings" ? m.servings : m.batch}
      </span>
      {stepButton(-1)}
      {portion.kind === "servings" ? (
        <input
          ref={input}
          className="servings__value"
          type="number"
          inputMode="numeric"
          min={SERVINGS_MIN}
          max={SERVINGS_MAX}
          step={1}
          aria-labelledby="servings-label"
          value={draft}
          onChange={(event) => {
            const typed = event.target.value
            if (typed.trim() === "") setDraft(typed)
            else change(withServings(portion, Number(typed)), typed)
          }}
          onBlur={() => setDraft(String(portion.value))}
        />
      ) : (
        <output className="servings__value" aria-labelledby="servings-label">
          ×{formatAmount(portion.value, "fraction")}
        </output>
      )}
      {stepButton(1)}
      <span className="visually-hidden" aria-live="polite">
        {announced}
      </span>
    </div>
  )
}
