import "./site.css"

import { Link } from "react-router-dom"

import { FeedbackForm } from "../feedback/FeedbackForm.tsx"
import { PageIntro } from "../ui/PageIntro.tsx"

export function ContactPage() {
  return (
    <article className="two-column" aria-labelledby="contact-title">
      <div className="prose">
        <PageIntro title="Contact" id="contact-title">
          Questions about a recipe, a garden bed or the quiz game? We would love to hear from you.
        </PageIntro>
        <p>Send us a note with the form below. Leave an email address if you would like a reply; we use it only to answer you and never share it.</p>
        <section className="card" aria-label="Send a message">
          <FeedbackForm autoFocus={false} />
        </section>
      </div>
      <aside className="card fact-card" aria-labelledby="contact-more">
        <h2 id="contact-more">Before you write</h2>
        <dl>
          <dt>Recipes</dt>
          <dd>
            Each <Link to="/recipes">recipe</Link> lists its source and notes; the answer may already be there.
          </dd>
          <dt>A wrong quiz question?</dt>
          <dd>
            Use “report a problem” under the question in the <Link to="/quizgame">quiz game</Link>.
          </dd>
          <dt>The move</dt>
          <dd>
            Read about the <Link to="/champlain">Champlain Valley</Link> plans.
          </dd>
        </dl>
      </aside>
    </article>
  )
}
