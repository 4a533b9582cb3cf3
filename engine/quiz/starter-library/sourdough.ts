import { numbered, type StarterQuiz } from "./starter-quiz.ts"

const id = "starter-sourdough"

export const sourdough: StarterQuiz = {
  id,
  topic: "Sourdough",
  level: "university",
  questions: numbered(id, [
    {
      question: "A sourdough starter kept at 100% hydration contains:",
      options: [
        "Twice as much water as flour, by weight",
        "Equal volumes (cups) of flour and water",
        "Equal weights of flour and water",
        "Only as much water as the flour absorbs",
      ],
      correct_answer: "Equal weights of flour and water",
      explanation:
        "Hydration is water weight divided by flour weight, so 100% means, say, 100 g water to 100 g flour; volumes differ because a cup of flour weighs far less than a cup of water.",
    },
    {
      question: "A dough contains 1,000 g of flour and 750 g of water in total, starter included. What is its hydration?",
      options: ["57%", "75%", "133%", "175%"],
      correct_answer: "75%",
      explanation: "Hydration is water ÷ flour × 100, so 750 ÷ 1,000 × 100 = 75%.",
    },
    {
      question: "A mature sourdough starter is a stable community of:",
      options: ["Commercial baker's yeast alone", "Molds and yeasts", "A single species of bacteria", "Wild yeasts and lactic acid bacteria"],
      correct_answer: "Wild yeasts and lactic acid bacteria",
      explanation:
        "The yeasts mainly leaven the bread with carbon dioxide, while lactic acid bacteria produce most of the acids that flavor it and lower its pH.",
    },
    {
      question: "Fructilactobacillus sanfranciscensis (formerly Lactobacillus sanfranciscensis) is best described as:",
      options: [
        "A wild yeast found only in San Francisco",
        "A lactic acid bacterium typical of many traditional sourdoughs",
        "A mold that spoils bread",
        "A gluten-forming protein",
      ],
      correct_answer: "A lactic acid bacterium typical of many traditional sourdoughs",
      explanation:
        "First described from San Francisco sourdough, it has since been found in sourdoughs worldwide and is one of the species most associated with them.",
    },
    {
      question: "Which proteins form gluten when wheat flour is mixed with water?",
      options: ["Casein and whey", "Amylose and amylopectin", "Glutenin and gliadin", "Collagen and elastin"],
      correct_answer: "Glutenin and gliadin",
      explanation:
        "Hydrated glutenin gives dough elasticity and gliadin gives extensibility; together they form the network that traps gas (amylose and amylopectin are starches).",
    },
    {
      question: "A layer of grayish liquid ('hooch') has formed on top of a starter. It most often means:",
      options: [
        "The starter is hungry: it has run through its food, and the liquid contains alcohol from fermentation",
        "The starter is contaminated and must be thrown away",
        "Too much flour was added at the last feeding",
      ],
      correct_answer: "The starter is hungry: it has run through its food, and the liquid contains alcohol from fermentation",
      explanation: "Pour it off or stir it in and feed the starter; pink or orange streaks or fuzzy mold are a different matter and mean discarding it.",
    },
    {
      question: "What is an autolyse?",
      options: [
        "Baking the loaf at a very high temperature for the first minutes",
        "Resting flour and water before adding salt (and often starter), so the flour hydrates and gluten starts to form",
        "Dividing the dough into equal pieces",
      ],
      correct_answer: "Resting flour and water before adding salt (and often starter), so the flour hydrates and gluten starts to form",
      explanation:
        "Popularized by the French baking teacher Raymond Calvel, the rest lets flour absorb water and enzymes work, so the dough develops with less kneading.",
    },
    {
      question: "What does retarding shaped dough in the refrigerator overnight do?",
      options: [
        "Stops fermentation completely",
        "Kills the yeast so the loaf cannot over-rise",
        "Speeds fermentation up",
        "Slows fermentation, deepening flavor and making the schedule flexible",
      ],
      correct_answer: "Slows fermentation, deepening flavor and making the schedule flexible",
      explanation: "Cold slows yeast and bacteria without stopping them, so acids and flavor keep developing while the baker chooses when to bake.",
    },
    {
      question: "By baker's percentage, about how much salt does a typical bread dough contain?",
      options: ["About 0.2%", "About 2%", "About 10%", "About 20%"],
      correct_answer: "About 2%",
      explanation: "Around 2% of the flour weight (20 g per kilogram) seasons the bread and strengthens the gluten; much more noticeably slows fermentation.",
    },
    {
      question: "Feeding a starter 1:5:5 (starter : flour : water, by weight) instead of 1:1:1 will usually:",
      options: ["Make it peak sooner", "Kill it with too much water", "Make it take longer to peak, because the microbes start out more diluted"],
      correct_answer: "Make it take longer to peak, because the microbes start out more diluted",
      explanation:
        "With five times as much fresh flour and water per part of starter, the yeasts and bacteria need longer to multiply, which is a handy way to delay the peak.",
    },
  ]),
}
