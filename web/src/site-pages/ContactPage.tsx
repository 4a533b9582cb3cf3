import "./site.css"

import { Link } from "react-router-dom"

import * as Pages from "#schemas/page-messages.ts"

import { FeedbackForm } from "../feedback/FeedbackForm.tsx"
import { useMessages } from "../i18n/language.ts"
import { PageIntro } from "../ui/PageIntro.tsx"

export function ContactPage() {
  const m = useMessages("pages", Pages)
  return (
    <article className="two-column" aria-labelledby="contact-title">
      <div className="prose">
        <PageIntro title={m.contactTitle} id="contact-title">
          {m.contactIntro}
        </PageIntro>
        <p>{m.contactNote}</p>
        <section className="card" aria-label={m.sendMessage}>
          <FeedbackForm autoFocus={false} />
        </section>
      </div>
      <aside className="card fact-card" aria-labelledby="contact-more">
        <h2 id="contact-more">{m.beforeYouWrite}</h2>
        <dl>
          <dt>{m.contactRecipes}</dt>
          <dd>
            {m.contactEach} <Link to="/recipes">{m.contactRecipe}</Link> {m.contactRecipeRest}
          </dd>
          <dt>{m.wrongQuestion}</dt>
          <dd>
            {m.reportUnder} <Link to="/quizgame">{m.quizGameLink}</Link>.
          </dd>
          <dt>{m.theMove}</dt>
          <dd>
            {m.readAboutThe} <Link to="/champlain">{m.champlainLink}</Link>
            {m.plans}
          </dd>
        </dl>
      </aside>
    </article>
  )
}
