import { numbered, type StarterQuiz } from "./starter-quiz.ts"

const id = "starter-adirondack-seasons"

export const adirondacks: StarterQuiz = {
  id,
  topic: "Four-season living in the Adirondacks",
  level: "honors",
  questions: numbered(id, [
    {
      question: "About how large is New York's Adirondack Park?",
      options: ["About 600,000 acres", "About 6 million acres", "About 60 million acres"],
      correct_answer: "About 6 million acres",
      explanation:
        "At roughly 6 million acres the Adirondack Park is the largest publicly protected area in the contiguous United States, bigger than several major national parks combined.",
    },
    {
      question: "What makes the Adirondack Park unusual among large parks?",
      options: [
        "It is run by the National Park Service",
        "No one is allowed to live within its boundary",
        "It mixes public Forest Preserve with private land, including whole towns",
        "It is entirely owned by the federal government",
      ],
      correct_answer: "It mixes public Forest Preserve with private land, including whole towns",
      explanation:
        "It is a state park of mixed ownership: alongside the state Forest Preserve, much of the land is private, with villages, farms and businesses.",
    },
    {
      question: "What does the 'forever wild' clause of New York's constitution protect?",
      options: [
        "State-owned Forest Preserve lands, which must be kept as wild forest lands",
        "All private land inside the park",
        "Only the summits of the High Peaks",
      ],
      correct_answer: "State-owned Forest Preserve lands, which must be kept as wild forest lands",
      explanation:
        "Adopted in 1894 and now Article XIV, it says the Forest Preserve 'shall be forever kept as wild forest lands' and bars selling the land or its timber.",
    },
    {
      question: "Which is the highest peak in the Adirondacks, and in New York State?",
      options: ["Whiteface Mountain", "Algonquin Peak", "Mount Washington", "Mount Marcy"],
      correct_answer: "Mount Marcy",
      explanation: "Mount Marcy rises to 5,344 ft (1,629 m); Algonquin Peak is second, and Mount Washington is in New Hampshire.",
    },
    {
      question: "Most Adirondack gardens fall in roughly which USDA hardiness zones?",
      options: ["Zones 1 to 2", "Zones 3 to 5", "Zones 7 to 8", "Zones 9 to 10"],
      correct_answer: "Zones 3 to 5",
      explanation:
        "Average coldest winter nights of roughly −10 to −40 °F put the region mostly in zones 3–5, so gardeners choose cold-hardy perennials and short-season varieties.",
    },
    {
      question: "In the Adirondacks, what is 'mud season'?",
      options: [
        "A late-summer rainy spell",
        "The weeks when fallen leaves rot on the trails",
        "The spring thaw, when dirt roads and trails turn soft and muddy",
      ],
      correct_answer: "The spring thaw, when dirt roads and trails turn soft and muddy",
      explanation:
        "Meltwater cannot drain through ground that is still frozen below, so roads and trails stay saturated; hikers are asked to avoid fragile high trails then.",
    },
    {
      question: "Which biting insects peak in late spring and breed in clean, fast-flowing streams?",
      options: ["Fruit flies", "Black flies", "Fleas", "Deer ticks"],
      correct_answer: "Black flies",
      explanation: "Black fly larvae need clean, oxygen-rich running water, so Adirondack streams produce big hatches from about May into June.",
    },
    {
      question: "Why are water lines and footings placed below the local frost line?",
      options: [
        "To stay below the depth where the ground freezes, avoiding frozen pipes and frost heave",
        "So they are easier to reach for repairs",
        "To keep them away from tree roots",
      ],
      correct_answer: "To stay below the depth where the ground freezes, avoiding frozen pipes and frost heave",
      explanation:
        "Soil above the frost line freezes and expands, bursting shallow pipes and lifting footings; in northern New York frost can reach several feet deep.",
    },
    {
      question: "Why burn seasoned firewood with a moisture content below about 20%?",
      options: [
        "Wet wood gives off more heat per log",
        "Seasoned wood smolders longer at a low, steady heat",
        "Seasoned wood burns hotter and cleaner, with less creosote building up in the chimney",
      ],
      correct_answer: "Seasoned wood burns hotter and cleaner, with less creosote building up in the chimney",
      explanation:
        "Heat spent boiling water out of green wood cools the fire, making smoke and creosote that can cause chimney fires; wood usually needs six months to a year to season.",
    },
    {
      question: "Maple sap runs best in late winter when:",
      options: [
        "The trees have fully leafed out",
        "Days and nights both stay well below freezing",
        "Nights stay above 50 °F (10 °C)",
        "Nights freeze and days warm above freezing",
      ],
      correct_answer: "Nights freeze and days warm above freezing",
      explanation:
        "Freeze–thaw cycles build and release pressure inside the tree, pushing sap out of the taps; it takes about 40 gallons of sap to make a gallon of syrup.",
    },
  ]),
}
