import "./site.css"

import { Link } from "react-router-dom"

import { PageIntro } from "../ui/PageIntro.tsx"

export function ChamplainPage() {
  return (
    <article className="two-column" aria-labelledby="champlain-title">
      <div className="prose">
        <PageIntro title="Champlain Valley" id="champlain-title">
          Our next homestead: from a desert backyard to a valley between the Adirondacks and Lake Champlain.
        </PageIntro>
        <p>
          For now the homestead is a city lot in Las Vegas. We grow what the heat allows: tomatoes and peppers in the spring, greens through the mild winter,
          herbs in every shady corner, and fruit trees that drink from drip lines. Water is precious here, so every bed is mulched and every drop is planned.
        </p>
        <p>
          The plan is to move to a valley in the Adirondacks, on the New York side of Lake Champlain. Rich soil, real rain and four true seasons will change how
          we garden, cook and live.
        </p>
        <h2>What we are looking forward to</h2>
        <ul>
          <li>A larger kitchen garden with room for potatoes, squash, corn and beans.</li>
          <li>An orchard of cold-hardy apples, plums and berries.</li>
          <li>A root cellar for the long winters, and a wood stove to cook on.</li>
          <li>Laying hens, and perhaps bees once we know the land.</li>
        </ul>
        <h2>What we are learning first</h2>
        <p>
          Short seasons mean starting seeds indoors, extending the harvest with cold frames, and putting food by. The canning, fermenting and preserving recipes
          in our <Link to="/recipes">recipe collection</Link> are practice for that, and the <Link to="/journal">garden journal</Link> keeps track of what
          works.
        </p>
      </div>
      <aside className="card fact-card" aria-labelledby="champlain-facts">
        <h2 id="champlain-facts">At a glance</h2>
        <dl>
          <dt>Today</dt>
          <dd>An urban homestead in Las Vegas, Nevada</dd>
          <dt>Tomorrow</dt>
          <dd>A valley in the Adirondacks near Lake Champlain</dd>
          <dt>Climate</dt>
          <dd>From hot desert to cold winters and green summers</dd>
          <dt>Follow along</dt>
          <dd>
            <Link to="/journal">Journal</Link>, <Link to="/videos">videos</Link> and <Link to="/gallery">photos</Link>
          </dd>
        </dl>
      </aside>
    </article>
  )
}
