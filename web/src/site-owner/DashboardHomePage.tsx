import { useSignals } from "@preact/signals-react/runtime"
import { Link } from "react-router-dom"

import * as Messages from "#schemas/messages.ts"

import { SubscribersSection } from "../journal-mail/dashboard/SubscribersSection.tsx"
import { owner } from "../state/store.ts"
import { PageIntro } from "../ui/PageIntro.tsx"

const areas = [
  { to: "/dashboard/posts", label: "Posts", text: "Write, edit and remove journal and blog posts." },
  { to: "/dashboard/videos", label: "Videos", text: "Add and organise videos by category." },
  { to: "/dashboard/gallery", label: "Pictures", text: "Upload photos and keep the gallery tidy." },
  { to: "/dashboard/recipes", label: "Recipes", text: "Add recipes and keep them up to date." },
  { to: "/dashboard/categories", label: "Categories", text: "Rename or remove the categories of recipes, videos and photos." },
  { to: "/dashboard/quiz", label: "Make a quiz", text: "Make a quiz for the quiz game from a recipe, a post, your own text, a web page or a PDF." },
  { to: "/dashboard/webhooks", label: Messages.webhooksTitle, text: Messages.webhooksDashboardText },
  { to: "/dashboard/profile", label: "Profile", text: "Change your username and password." },
]

export function DashboardHomePage() {
  useSignals()
  return (
    <section aria-labelledby="dash-title">
      <PageIntro title={`Welcome, ${owner.userInfo.value?.username ?? ""}`} id="dash-title">
        Manage the site's content from here.
      </PageIntro>
      <nav aria-label="Dashboard sections">
        <ul className="dash-areas">
          {areas.map((area) => (
            <li key={area.to} className="card dash-area">
              <h2>
                <Link to={area.to}>{area.label}</Link>
              </h2>
              <p>{area.text}</p>
            </li>
          ))}
        </ul>
      </nav>
      <section className="card dash-backup" aria-labelledby="dash-backup-title">
        <h2 id="dash-backup-title">Backup</h2>
        <p>
          Everything on the site in one file: every change ever made, and every photo. Keep it somewhere safe; <code>npm run restore</code> brings it back on
          this or another machine.
        </p>
        <a className="button button--secondary" href="/api/dashboard/backup" download>
          Download a backup
        </a>
      </section>
      <section className="card dash-backup" aria-labelledby="dash-export-title">
        <h2 id="dash-export-title">Exports</h2>
        <p>
          Your recipes as schema.org Recipe JSON-LD, which recipe managers such as Mealie and Tandoor import, and every post, journal entry, recipe, photo and
          video as JSON.
        </p>
        <p className="dash-export__links">
          <a className="button button--secondary" href="/api/dashboard/export/recipes" download>
            Download all recipes (JSON-LD)
          </a>
          <a className="button button--secondary" href="/api/dashboard/export/content" download>
            Download all content (JSON)
          </a>
        </p>
      </section>
      <SubscribersSection />
    </section>
  )
}
