import { useRef, useState } from "react"

import * as Pages from "#schemas/page-messages.ts"
import * as Site from "#schemas/site-messages.ts"
import { Html } from "#web/content/ui/Html.tsx"
import { useStepDialog } from "#web/content/ui/useStepDialog.ts"
import { useMessages } from "#web/i18n/language.ts"

import type { CookStep, IngredientGroup } from "./cookSteps.ts"
import { IngredientChecklist } from "./IngredientChecklist.tsx"
import type { TickedIngredients } from "./useTickedIngredients.ts"
import { useWakeLock } from "./useWakeLock.ts"

interface CookModeProps {
  title: string
  steps: readonly CookStep[]
  groups: readonly IngredientGroup[]
  factor: number
  ticks: TickedIngredients
  onClose: () => void
}

/**
 * Cooking from the recipe: one step at a time, full screen, in large type. Previous/Next (buttons, ← →, a
 * swipe), the ingredients a tap away (scaled and tickable, the same ticks as the page), Escape or Close to
 * leave. The screen is kept awake while it is open; a browser that cannot is said so, quietly.
 */
export function CookMode({ title, steps, groups, factor, ticks, onClose }: CookModeProps) {
  const m = useMessages("site", Site)
  const p = useMessages("pages", Pages)
  const [index, setIndex] = useState(0)
  const nextRef = useRef<HTMLButtonElement>(null)
  const wakeLock = useWakeLock(true)
  const last = steps.length - 1
  const go = (by: -1 | 1) => setIndex((i) => Math.min(last, Math.max(0, i + by)))
  // A mouse drag selects the step's text rather than turning the page.
  const { dialogRef, onCancel, swipe } = useStepDialog({ onStep: go, onClose, focus: nextRef, mouseSwipes: false })

  const step = steps[index]!
  return (
    <dialog ref={dialogRef} className="cook-mode" aria-labelledby="cook-mode-title" onCancel={onCancel}>
      <div className="cook-mode__bar">
        <h2 id="cook-mode-title" className="cook-mode__title">
          {title}
        </h2>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {p.close}
        </button>
      </div>
      {(wakeLock === "unsupported" || wakeLock === "failed") && <p className="cook-mode__note">{p.screenMayDim}</p>}
      <div className="cook-mode__body">
        <details className="cook-mode__ingredients" open={groups.length > 0 && window.matchMedia("(min-width: 62rem)").matches}>
          <summary>{p.ingredients}</summary>
          {groups.map((group) => (
            <div key={group.key}>
              {group.title && <h3>{group.title}</h3>}
              <IngredientChecklist group={group} factor={factor} ticks={ticks} />
            </div>
          ))}
        </details>
        <section className="cook-mode__step" aria-live="polite" aria-atomic="true" {...swipe}>
          <p className="cook-mode__count">{p.stepOf(index + 1, steps.length)}</p>
          {step.section && <p className="cook-mode__section">{step.section}</p>}
          <Html key={index} className="cook-mode__text" html={step.html} />
        </section>
      </div>
      <div className="cook-mode__nav">
        <button type="button" className="button button--secondary" aria-disabled={index === 0} onClick={() => index > 0 && go(-1)}>
          {m.previousPage}
        </button>
        {index < last ? (
          <button ref={nextRef} type="button" className="button" onClick={() => go(1)}>
            {m.nextPage}
          </button>
        ) : (
          <button ref={nextRef} type="button" className="button" onClick={onClose}>
            {p.done}
          </button>
        )}
      </div>
    </dialog>
  )
}
