import { useSignals } from "@preact/signals-react/runtime"
import { Link } from "react-router-dom"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import * as Frame from "#schemas/frame-messages.ts"
import type { Words } from "#schemas/i18n/catalogue.ts"
import { useMessages } from "#web/i18n/language.ts"

import { SubscribersSection } from "../journal-mail/dashboard/SubscribersSection.tsx"
import { owner } from "../state/store.ts"
import { PageIntro } from "../ui/PageIntro.tsx"

const areasOf = (m: Words<typeof Dashboard>, frame: Words<typeof Frame>) => [
  { to: "/dashboard/posts", label: m.navPosts, text: m.postsArea },
  { to: "/dashboard/videos", label: m.navVideos, text: m.videosArea },
  { to: "/dashboard/gallery", label: m.navPictures, text: m.picturesArea },
  { to: "/dashboard/recipes", label: m.navRecipes, text: m.recipesArea },
  { to: "/dashboard/categories", label: m.navCategories, text: m.categoriesArea },
  { to: "/dashboard/quiz", label: m.makeQuiz, text: m.makeQuizArea },
  { to: "/dashboard/webhooks", label: frame.webhooksTitle, text: m.webhooksArea },
  { to: "/dashboard/profile", label: m.navProfile, text: m.profileArea },
]

/** The command that restores a backup, as it is typed. */
const RESTORE_COMMAND = "npm run restore"

export function DashboardHomePage() {
  useSignals()
  const m = useMessages("dashboard", Dashboard)
  const areas = areasOf(m, useMessages("frame", Frame))
  return (
    <section aria-labelledby="dash-title">
      <PageIntro title={m.welcome(owner.userInfo.value?.username ?? "")} id="dash-title">
        {m.dashboardIntro}
      </PageIntro>
      <nav aria-label={m.dashboardSections}>
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
        <h2 id="dash-backup-title">{m.backupTitle}</h2>
        <p>
          {m.backupBefore} <code>{RESTORE_COMMAND}</code> {m.backupAfter}
        </p>
        <a className="button button--secondary" href="/api/dashboard/backup" download>
          {m.downloadBackup}
        </a>
      </section>
      <section className="card dash-backup" aria-labelledby="dash-export-title">
        <h2 id="dash-export-title">{m.exportsTitle}</h2>
        <p>{m.exportsText}</p>
        <p className="dash-export__links">
          <a className="button button--secondary" href="/api/dashboard/export/recipes" download>
            {m.downloadRecipes}
          </a>
          <a className="button button--secondary" href="/api/dashboard/export/content" download>
            {m.downloadContent}
          </a>
        </p>
      </section>
      <SubscribersSection />
    </section>
  )
}
