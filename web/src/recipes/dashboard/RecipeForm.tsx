import { type FormEvent, useState } from "react"

import { SERVINGS_MAX, SERVINGS_MIN } from "#schemas/recipe-servings.ts"
import { addSubRecipe, removeEntry, setSubRecipeList } from "#web/content/listEditing.ts"
import type { Recipe, RecipeInput } from "#web/content/types.ts"
import { errorMessage } from "#web/http/errors.ts"
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
      <Field label="Name" name="name" required value={values.name} onChange={(e) => set("name", e.target.value)} />
      <CategoryPicker kind="recipe" draft={categoryDraft} value={values.category} onChange={(c) => set("category", c)} />
      <Field label="Cook time" name="cooktime" placeholder="e.g. 45 minutes" value={values.cooktime} onChange={(e) => set("cooktime", e.target.value)} />
      <Field
        label="Bake temperature"
        name="baketemp"
        placeholder="e.g. 375°F"
        hint="Shown as 'Preheat oven to …' before the first step. Leave empty if there is no oven."
        value={values.baketemp}
        onChange={(e) => set("baketemp", e.target.value)}
      />
      <Field
        label="Servings"
        name="servings"
        type="number"
        inputMode="numeric"
        min={SERVINGS_MIN}
        max={SERVINGS_MAX}
        step={1}
        hint="How many the recipe serves, so visitors can scale the ingredients. Leave empty if it does not say."
        value={values.servings ?? ""}
        onChange={(e) => set("servings", e.target.value.trim() === "" ? undefined : Number(e.target.value))}
      />

      <CheckBox label="Has sub-recipes" checked={values.hassubrecipes} onChange={(v) => set("hassubrecipes", v)} />
      {values.hassubrecipes ? (
        <fieldset className="form-group">
          <legend>Sub-recipes</legend>
          {values.subrecipes.map((sub, i) => (
            <section key={i} className="sub-recipe" aria-label={`Sub-recipe ${sub.name}`}>
              <div className="sub-recipe__head">
                <h3>{sub.name}</h3>
                <button type="button" className="button button--danger button--small" onClick={() => set("subrecipes", removeEntry(values.subrecipes, i))}>
                  Remove sub-recipe
                </button>
              </div>
              <ListEditor
                label={`${sub.name} ingredients`}
                singular="ingredient"
                items={sub.ingredients}
                editable={editable}
                onChange={(items) => set("subrecipes", setSubRecipeList(values.subrecipes, i, "ingredients", items))}
              />
              <ListEditor
                label={`${sub.name} method`}
                singular="step"
                ordered
                items={sub.method}
                editable={editable}
                onChange={(items) => set("subrecipes", setSubRecipeList(values.subrecipes, i, "method", items))}
              />
            </section>
          ))}
          <div className="inline-add">
            <div className="field">
              <label htmlFor="sub-recipe-name">Sub-recipe name</label>
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
              Add sub-recipe
            </button>
          </div>
        </fieldset>
      ) : null}
      {/* With sub-recipes, the recipe's own ingredients (an import's, listed apart from its sections) stay editable. */}
      {!values.hassubrecipes || values.ingredients.length > 0 ? (
        <ListEditor
          label={values.hassubrecipes ? "Other ingredients" : "Ingredients"}
          singular="ingredient"
          items={values.ingredients}
          editable={editable}
          onChange={(items) => set("ingredients", items)}
        />
      ) : null}
      <ListEditor label="Method" singular="step" ordered items={values.method} editable={editable} onChange={(items) => set("method", items)} />
      <ListEditor label="Notes" singular="note" items={values.notes} editable={editable} onChange={(items) => set("notes", items)} />

      <Field
        label="Video"
        name="video"
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        hint="A YouTube or Vimeo address, or leave empty."
        value={values.video}
        onChange={(e) => set("video", e.target.value)}
      />
      <fieldset className="form-group">
        <legend>Images</legend>
        <ImageUploader
          label="Upload images"
          multiple
          onBusyChange={setUploading}
          onUploaded={(image) => setValues((v) => ({ ...v, images: [...v.images, image.public] }))}
        />
        <ImageThumbs images={values.images} onRemove={(i) => set("images", removeEntry(values.images, i))} />
      </fieldset>
      <Field
        label="Source"
        name="source"
        placeholder="A book, a person or a web address"
        value={values.source}
        onChange={(e) => set("source", e.target.value)}
      />
      <FormError message={error} />
      <div className="button-row">
        <button type="submit" className="button" disabled={busy || uploading}>
          {mode === "add" ? "Add Recipe" : "Update Recipe"}
        </button>
      </div>
    </form>
  )
}
