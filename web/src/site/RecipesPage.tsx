import { PageIntro } from "../ui/PageIntro.tsx"

export function RecipesPage() {
  return (
    <section>
      <PageIntro title="Recipes">
        Recipes from our kitchen, grouped by category, built around what the garden and the pantry provide.
      </PageIntro>
    </section>
  )
}
