import { numbered, type StarterQuiz } from "./starter-quiz.ts"

const id = "starter-water-harvesting"

export const waterHarvesting: StarterQuiz = {
  id,
  topic: "Water harvesting: rain barrels and greywater",
  level: "high_school",
  questions: numbered(id, [
    {
      question: "About how much water does 1 inch of rain on a 1,000-square-foot roof produce?",
      options: ["About 62 gallons", "About 620 gallons", "About 6,200 gallons"],
      correct_answer: "About 620 gallons",
      explanation: "One inch of rain on one square foot is about 0.62 gallon, so a 1,000-square-foot roof sheds roughly 620 gallons before losses.",
    },
    {
      question: "What does a first-flush diverter do?",
      options: [
        "Pumps stored water to the garden",
        "Kills bacteria so the water is drinkable",
        "Diverts the first, dirtiest runoff from the roof away from the tank",
        "Measures how much rain fell",
      ],
      correct_answer: "Diverts the first, dirtiest runoff from the roof away from the tank",
      explanation: "The start of a storm washes dust, leaves and bird droppings off the roof; sending that water elsewhere keeps the stored water cleaner.",
    },
    {
      question: "Why should every opening of a rain barrel have a tight lid or a fine screen?",
      options: ["To speed up evaporation", "To keep the water warm", "To make the water drinkable", "To keep mosquitoes from laying eggs in the water"],
      correct_answer: "To keep mosquitoes from laying eggs in the water",
      explanation: "Mosquitoes breed in still water; sealed or screened openings keep them, debris and small animals out.",
    },
    {
      question: "Which household wastewater is NOT greywater?",
      options: ["Shower water", "Bathroom sink water", "Washing machine water", "Toilet water"],
      correct_answer: "Toilet water",
      explanation: "Toilet water is blackwater, which carries sewage; showers, baths, bathroom sinks and laundry are the usual greywater sources.",
    },
    {
      question: "Why is greywater meant to be used right away instead of stored for days?",
      options: [
        "It turns salty overnight",
        "Bacteria multiply in it, it runs out of oxygen and it starts to smell",
        "It loses all its nutrients within minutes",
      ],
      correct_answer: "Bacteria multiply in it, it runs out of oxygen and it starts to smell",
      explanation:
        "Greywater carries soap, skin and food particles that feed bacteria, so a tank of it soon turns foul; most systems send it straight to the landscape.",
    },
    {
      question: "Why is greywater usually released under mulch rather than sprayed?",
      options: [
        "To limit contact with people and pets, since greywater can carry germs",
        "Because mulch turns greywater into drinking water",
        "Because sprayed water reaches deeper roots",
      ],
      correct_answer: "To limit contact with people and pets, since greywater can carry germs",
      explanation: "Greywater can contain bacteria from bathing and laundry; letting it soak in below mulch keeps people from touching it or breathing spray.",
    },
    {
      question: "Why do greywater users choose soaps and detergents low in sodium and boron?",
      options: [
        "They make pipes rust faster",
        "They attract mosquitoes",
        "Sodium and boron build up in the soil and can damage soil structure and plants",
        "They make the water smell sweet",
      ],
      correct_answer: "Sodium and boron build up in the soil and can damage soil structure and plants",
      explanation:
        "Greywater lands on the same soil again and again, so sodium (which harms soil structure) and boron (toxic to plants at low levels) accumulate.",
    },
    {
      question: "Before installing a rainwater or greywater system, what is the wisest first step?",
      options: [
        "Assume the same rules apply in every state",
        "Wait until a drought is declared",
        "Check state and local rules, since they differ from place to place",
      ],
      correct_answer: "Check state and local rules, since they differ from place to place",
      explanation:
        "Rainwater harvesting and greywater reuse are governed by state and local codes that vary widely, so what is simple in one town may need a permit in another.",
    },
    {
      question: "Where should a rain barrel's overflow be directed?",
      options: ["Away from the foundation, to a spot where it can soak in safely", "Against the house foundation", "Back into the top of the barrel"],
      correct_answer: "Away from the foundation, to a spot where it can soak in safely",
      explanation: "A full barrel keeps overflowing in a storm, and water pooling by the foundation can cause erosion and damp basements.",
    },
    {
      question: "Untreated rainwater collected from a roof is best used for:",
      options: ["Drinking straight from the barrel", "Watering plants and other non-drinking uses", "Mixing baby formula", "Brushing teeth"],
      correct_answer: "Watering plants and other non-drinking uses",
      explanation:
        "Roof runoff can carry bird droppings, dust and material from the roof itself, so it is not safe to drink untreated, but it is excellent for irrigation.",
    },
  ]),
}
