import "./site.css"

import { Link } from "react-router-dom"

import * as Pages from "#schemas/page-messages.ts"

import { useMessages } from "../i18n/language.ts"
import { PageIntro } from "../ui/PageIntro.tsx"

export function ChamplainPage() {
  const m = useMessages("pages", Pages)
  return (
    <article className="two-column" aria-labelledby="champlain-title">
      <div className="prose">
        <PageIntro title={m.champlainTitle} id="champlain-title">
          {m.champlainIntro}
        </PageIntro>
        <p>{m.champlainNow}</p>
        <p>{m.champlainPlan}</p>
        <h2>{m.lookingForward}</h2>
        <ul>
          <li>{m.forwardGarden}</li>
          <li>{m.forwardOrchard}</li>
          <li>{m.forwardCellar}</li>
          <li>{m.forwardHens}</li>
        </ul>
        <h2>{m.learningFirst}</h2>
        <p>
          {m.learningBefore} <Link to="/recipes">{m.recipeCollection}</Link> {m.learningBetween} <Link to="/journal">{m.gardenJournalLink}</Link>{" "}
          {m.learningAfter}
        </p>
      </div>
      <aside className="card fact-card" aria-labelledby="champlain-facts">
        <h2 id="champlain-facts">{m.atAGlance}</h2>
        <dl>
          <dt>{m.today}</dt>
          <dd>{m.todayText}</dd>
          <dt>{m.tomorrow}</dt>
          <dd>{m.tomorrowText}</dd>
          <dt>{m.climate}</dt>
          <dd>{m.climateText}</dd>
          <dt>{m.followAlong}</dt>
          <dd>
            <Link to="/journal">{m.followJournal}</Link>, <Link to="/videos">{m.followVideos}</Link> {m.and} <Link to="/gallery">{m.followPhotos}</Link>
          </dd>
        </dl>
      </aside>
    </article>
  )
}
