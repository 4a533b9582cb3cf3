import { Link } from "react-router-dom"
import { PageIntro } from "../ui/PageIntro.tsx"
import "./site.css"

const sections = [
  { to: "/journal", title: "Garden Journal", text: "What we planted, harvested and learned, season by season." },
  { to: "/recipes", title: "Recipes", text: "Cooking from the garden and the pantry, ready to print." },
  { to: "/champlain", title: "Champlain Valley", text: "Where the homestead is headed next." },
  { to: "/quizgame", title: "Quiz Game", text: "Generate a quiz on any topic and test yourself." },
]

export function HomePage() {
  return (
    <section aria-labelledby="home-title">
      <PageIntro title="From the homestead" id="home-title">
        The latest posts from our backyard homestead in the desert, with recent photos, videos and a recipe worth
        trying.
      </PageIntro>
      <ul className="section-cards">
        {sections.map((s) => (
          <li key={s.to} className="card section-card">
            <h2>
              <Link to={s.to}>{s.title}</Link>
            </h2>
            <p>{s.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
