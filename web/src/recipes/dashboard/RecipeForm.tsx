import { type FormEvent, useState } from "react"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { SERVINGS_MAX, SERVINGS_MIN } from "#schemas/recipe-servings.ts"
import { addSubRecipe, removeEntry, setSubRecipeList } from "#web/content/listEditing.ts"
import type { Recipe, RecipeInput } from "#web/content/types.ts"
import { errorMessage } from "#web/http/errors.ts"
import { useMessages } from "#web/i18n/language.ts"
import { Field, FormError } from "#web/ui/Field.tsx"

import { gateCategory } from "../../content/dashboard/categoryGate.ts"
import { CategoryPicker } from "../../content/dashboard/CategoryPicker.tsx"
import { ImageThumbs, ImageUploader } from "../../content/dashboard/ImageUploader.tsx"
import { ListEditor } from "../../content/dashboard/ListEditor.tsx"
import { CheckBox } from "../../content/dashboard/TextArea.tsx"
import { useCategoryDraft } from "../../content/dashboard/useCategoryDraft.ts"

export const emptyRecipe: RecipeInput = {
  name: "",
  category: "",
  cooktime: "",
  baketemp: "",
  hassubrecipes: false,
  subrecipes: [],
  ingredients: [],
  method: [],
  notes: [],
  source: "",
  images: [],
  video: "",
}

export const recipeValues = (recipe: Recipe): RecipeInput => ({
  name: recipe.name,
  category: recipe.category,
  cooktime: recipe.cooktime,
  baketemp: recipe.baketemp,
  hassubrecipes: recipe.hassubrecipes,
  subrecipes: recipe.subrecipes.map((s) => ({ name: s.name, ingredients: [...s.ingredients], method: [...s.method] })),
  ingredients: [...recipe.ingredients],
  method: [...recipe.method],
  notes: [...recipe.notes],
  source: recipe.source,
  images: [...recipe.images],
  video: recipe.video,
  servings: recipe.servings,
})

/**
 * The add and edit recipe form. With "has sub-recipes" the ingredients live in named sub-recipes, each with its
 * own method; the recipe's method and notes are always there. In edit mode every entry can be changed in place.
 */
export function RecipeForm({
  mode,
  initial,
  onSubmit,
  correcting = false,
}: {
  mode: "add" | "edit"
  initial: RecipeInput
  onSubmit: (values: RecipeInput) => Promise<void>
  /** An imported recipe: its entries can be changed in place, as in edit mode. */
  correcting?: boolean
}) {
  const [values, setValues] = useState(initial)
  const [subName, setSubName] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const categoryDraft = useCategoryDraft("recipe")
  const m = useMessages("dashboard", Dashboard)
  const [uploading, setUploading] = useState(false)
  const editable = mode === "edit" || correcting
  const set = <K extends keyof RecipeInput>(key: K, value: RecipeInput[K]) => setValues((v) => ({ ...v, [key]: value }))

  const addSub = () => {
    set("subrecipes", addSubRecipe(values.subrecipes, subName))
    setSubName("")
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    const category = await gateCategory(values.category, categoryDraft, "recipe-category")
    if (category === null) return
    set("category", category)
    setBusy(true)
    try {
      await onSubmit({
        ...values,
        category,
        name: values.name.trim(),
        cooktime: values.cooktime.trim(),
        baketemp: values.baketemp.trim(),
        source: values.source.trim(),
        video: values.video.trim(),
        // Sub-recipes are kept only while the recipe says it has them.
        subrecipes: values.hassubrecipes ? values.subrecipes : [],
      })
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="form card content-form" onSubmit={submit}>
      <Field label={m.recipeName} name="name" required value={values.name} onChange={(e) => set("name", e.target.value)} />
      <CategoryPicker kind="recipe" draft={categoryDraft} value={values.category} onChange={(c) => set("category", c)} />
      <Field label={m.cookTime} name="cooktime" placeholder={m.cookTimePlaceholder} value={values.cooktime} onChange={(e) => set("cooktime", e.target.value)} />
      <Field
        label={m.bakeTemperature}
        name="baketemp"
        placeholder={m.bakeTemperaturePlaceholder}
        hint={m.bakeTemperatureHint}
        value={values.baketemp}
        onChange={(e) => set("baketemp", e.target.value)}
      />
      <Field
        label={m.servings}
        name="servings"
        type="number"
        inputMode="numeric"
        min={SERVINGS_MIN}
        max={SERVINGS_MAX}
        step={1}
        hint={m.servingsHint}
        value={values.servings ?? ""}
        onChange={(e) => set("servings", e.target.value.trim() === "" ? undefined : Number(e.target.value))}
      />

      <CheckBox label={m.hasSubRecipes} checked={values.hassubrecipes} onChange={(v) => set("hassubrecipes", v)} />
      {values.hassubrecipes ? (
        <fieldset className="form-group">
          <legend>{m.subRecipes}</legend>
          {values.subrecipes.map((sub, i) => (
            <section key={i} className="sub-recipe" aria-label={m.subRecipe(sub.name)}>
              <div className="sub-recipe__head">
                <h3>{sub.name}</h3>
                <button type="button" className="button button--danger button--small" onClick={() => set("subrecipes", removeEntry(values.subrecipes, i))}>
                  {m.removeSubRecipe}
                </button>
              </div>
              <ListEditor
                label={m.subRecipeIngredients(sub.name)}
                singular={m.ingredient}
                items={sub.ingredients}
                editable={editable}
                onChange={(items) => set("subrecipes", setSubRecipeList(values.subrecipes, i, "ingredients", items))}
              />
              <ListEditor
                label={m.subRecipeMethod(sub.name)}
                singular={m.step}
                ordered
                items={sub.method}
                editable={editable}
                onChange={(items) => set("subrecipes", setSubRecipeList(values.subrecipes, i, "method", items))}
              />
            </section>
          ))}
          <div className="inline-add">
            <div className="field">
              <label htmlFor="sub-recipe-name">{m.subRecipeName}</label>
              <input
                id="sub-recipe-name"
                value={subName}
                onChange={(e) => setSubName(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault()
                    addSub()
                  }
                }}
              />
            </div>
            <button type="button" className="button button--sage" onClick={addSub}>
              {m.addSubRecipe}
            </button>
          </div>
        </fieldset>
      ) : null}
      {/* With sub-recipes, the recipe's own ingredients (an import's, listed apart from its sections) stay editable. */}
      {!values.hassubrecipes || values.ingredients.length > 0 ? (
        <ListEditor
          label={values.hassubrecipes ? m.otherIngredients : m.ingredients}
          singular={m.ingredient}
          items={values.ingredients}
          editable={editable}
          onChange={(items) => set("ingredients", items)}
        />
      ) : null}
      <ListEditor label={m.method} singular={m.step} ordered items={values.method} editable={editable} onChange={(items) => set("method", items)} />
      <ListEditor label={m.notes} singular={m.note} items={values.notes} editable={editable} onChange={(items) => set("notes", items)} />

      <Field
        label={m.video}
        name="video"
        type="url"
        inputMode="url"
        placeholder={m.videoPlaceholder}
        hint={m.videoAddressOrEmpty}
        value={values.video}
        onChange={(e) => set("video", e.target.value)}
      />
      <fieldset className="form-group">
        <legend>{m.images}</legend>
        <ImageUploader
          label={m.uploadImages}
          multiple
          onBusyChange={setUploading}
          onUploaded={(image) => setValues((v) => ({ ...v, images: [...v.images, image.public] }))}
        />
        <ImageThumbs images={values.images} onRemove={(i) => set("images", removeEntry(values.images, i))} />
      </fieldset>
      <Field label={m.source} name="source" placeholder={m.sourcePlaceholder} value={values.source} onChange={(e) => set("source", e.target.value)} />
      <FormError message={error} />
      <div className="button-row">
        <button type="submit" className="button" disabled={busy || uploading}>
          {mode === "add" ? m.addRecipe : m.updateRecipe}
        </button>
      </div>
    </form>
  )
}
