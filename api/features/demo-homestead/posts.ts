// The demo posts and garden-journal entries: a year on a desert city lot, and the plan to leave it.
import type { SceneName } from "./scenes.ts"

export interface DemoPost {
  readonly title: string
  readonly body: string
  readonly isjournal: boolean
  /** Drawn demo photos shown with the post. */
  readonly photos: readonly SceneName[]
  readonly video: string
  readonly daysAgo: number
}

export const DEMO_AUTHOR = "Rosa"

export const DEMO_POSTS: readonly DemoPost[] = [
  {
    title: "Drip irrigation, one emitter at a time",
    body: `<p>When we moved onto this lot, the previous owners watered with a hose and hope. The bill was frightening and the plants were still thirsty. This spring we finally put every bed on drip.</p>
<p>The setup is simple: a <strong>pressure regulator and filter</strong> at the spigot, half-inch mainline along the fence, and quarter-inch lines to each plant with a half-gallon-per-hour emitter. Everything sits <em>under</em> two inches of wood-chip mulch, so the sun never touches the water.</p>
<ul>
<li>Tomatoes and squash: two emitters each, 45 minutes at 5 a.m.</li>
<li>Herbs and peppers: one emitter, 30 minutes.</li>
<li>Fruit trees: a ring of six emitters at the drip line of the canopy.</li>
</ul>
<p>Our summer water use dropped by about a third, and the plants look better than they ever did with the hose.</p>`,
    isjournal: false,
    photos: ["drip"],
    video: "https://www.youtube.com/watch?v=Qm7dRt2vXo4",
    daysAgo: 40,
  },
  {
    title: "Garden journal: peppers set fruit, tomatoes sulk",
    body: `<p>Overnight low of 84°F. The tomatoes have stopped setting fruit, which is normal once nights stay this warm; the flowers simply drop. The peppers do not seem to mind at all: the jalapeños and the Anaheims are loaded.</p>
<p>Put 40% shade cloth over the east bed. Side-dressed the squash with compost. Spotted the first squash bugs and squished every egg cluster I could find.</p>`,
    isjournal: true,
    photos: [],
    video: "",
    daysAgo: 28,
  },
  {
    title: "Saturday sourdough, desert edition",
    body: `<p>Baking bread in a kitchen that is already 85°F takes some adjusting. The starter is ready in four hours instead of eight, and the bulk ferment races along.</p>
<p>What works for us: <strong>cold water</strong> in the mix, a lower-hydration dough (75%), and an overnight proof in the fridge so the timing is ours again. Bake in a preheated Dutch oven at 475°F, lid on for 20 minutes and off for 25.</p>
<p>The recipe is in the <a href="/recipes/desert_sourdough_boule">recipes section</a> if you want to try it.</p>`,
    isjournal: false,
    photos: ["sourdough"],
    video: "",
    daysAgo: 18,
  },
  {
    title: "Keeping the flock cool when it's 115 outside",
    body: `<p>Chickens handle cold far better than heat, and July in Las Vegas is a test. Ours are three years old now: Clementine (the Rhode Island Red), Biscuit (the white Leghorn) and Pepper, the little black Australorp who runs everything.</p>
<p>Our summer routine:</p>
<ol>
<li>Shade cloth over the whole run, and a misting line on a timer from noon to six.</li>
<li>A frozen two-liter bottle in each waterer, swapped at lunch.</li>
<li>Frozen watermelon and cucumber as afternoon treats.</li>
<li>No scratch grains in the heat; they warm the birds up as they digest.</li>
</ol>
<p>Watch for panting with wings held away from the body. That hen needs shade and cool (not ice-cold) water right away.</p>`,
    isjournal: false,
    photos: ["hens"],
    video: "https://www.youtube.com/watch?v=Hk3pLw9sYcE",
    daysAgo: 10,
  },
  {
    title: "Garden journal: first tomato harvest",
    body: `<p>Picked the first real basket of the year from the east bed: Celebrity, Early Girl and a double handful of Sun Golds. Most went straight into a batch of roasted salsa.</p>
<p>Next week: pull the spent bush beans and sow a fall round of carrots under shade cloth.</p>`,
    isjournal: true,
    photos: ["tomatoes"],
    video: "",
    daysAgo: 3,
  },
  {
    title: "Planning the move to the Adirondacks",
    body: `<p>It is official: in two years we trade the Mojave for a valley on the New York side of Lake Champlain. Rain that falls from the sky, soil you can dig with a shovel, and winters that mean it.</p>
<p>What we are doing now to get ready:</p>
<ul>
<li>Learning to <strong>can and ferment</strong> in earnest, since a long winter means a full pantry.</li>
<li>Reading about cold-hardy apples and talking to orchardists near Plattsburgh.</li>
<li>Sketching the first garden: a potager near the kitchen door, and the big beds further out.</li>
</ul>
<p>More on the <a href="/champlain">Champlain Valley page</a>.</p>`,
    isjournal: false,
    photos: ["valley"],
    video: "",
    daysAgo: 2,
  },
  {
    title: "Garden journal: fall seeds ordered",
    body: `<p>Ordered seed for the cool season: Lacinato kale, Bloomsdale spinach, Nantes carrots, snap peas and two kinds of lettuce. Everything goes in once the nights drop below 75°F, usually the last week of September.</p>`,
    isjournal: true,
    photos: [],
    video: "",
    daysAgo: 1,
  },
]
