import { numbered, type StarterQuiz } from "./starter-quiz.ts"

const id = "starter-desert-gardening"

export const desertGardening: StarterQuiz = {
  id,
  topic: "Desert gardening in Las Vegas and the Mojave",
  level: "high_school",
  questions: numbered(id, [
    {
      question: "About how much rain does Las Vegas receive in an average year?",
      options: ["About 15 inches (380 mm)", "About 4 inches (100 mm)", "About 30 inches (760 mm)", "About 45 inches (1,140 mm)"],
      correct_answer: "About 4 inches (100 mm)",
      explanation: "Las Vegas averages only about 4 inches of rain a year, one of the lowest totals of any large US city, so its gardens depend on irrigation.",
    },
    {
      question: "Las Vegas gardeners often hit caliche when digging. What is caliche?",
      options: [
        "A drought-tolerant cactus",
        "A fungus that rots roots in wet soil",
        "A hard layer of soil cemented by calcium carbonate",
        "A clay rich in decomposed organic matter",
      ],
      correct_answer: "A hard layer of soil cemented by calcium carbonate",
      explanation:
        "In dry climates calcium carbonate builds up and cements soil into a rock-like layer that blocks roots and drainage, so gardeners break through it or build raised beds.",
    },
    {
      question: "Native soils in the Las Vegas Valley are usually:",
      options: ["Alkaline (high pH)", "Strongly acidic (low pH)", "Made mostly of peat"],
      correct_answer: "Alkaline (high pH)",
      explanation: "With so little rain, carbonates are not leached away and keep the pH high, which can lock up iron and turn leaves yellow (iron chlorosis).",
    },
    {
      question: "Which watering method puts water slowly at the root zone with the least loss to evaporation?",
      options: ["Overhead sprinklers at midday", "Hand-spraying the leaves", "Flooding the bed once a month", "Drip irrigation"],
      correct_answer: "Drip irrigation",
      explanation:
        "Drip emitters deliver water slowly right where the roots are, so far less evaporates or runs off than with spray, which matters in dry desert air.",
    },
    {
      question: "When is a good time to sow cool-season vegetables such as lettuce, spinach and peas in Las Vegas?",
      options: ["Early July", "Late September or October", "Late May"],
      correct_answer: "Late September or October",
      explanation: "Summer is far too hot for cool-season crops, so desert gardeners sow them in early fall to grow through the mild winter.",
    },
    {
      question: "Why do many Las Vegas gardeners stretch shade cloth over vegetable beds in summer?",
      options: ["To trap heat and warm the soil", "To keep rain off the beds", "To raise the soil pH", "To reduce sunscald and heat stress from intense sun"],
      correct_answer: "To reduce sunscald and heat stress from intense sun",
      explanation: "Desert summer sun can scorch leaves and fruit; partial shade lowers leaf temperature and water loss so plants keep growing.",
    },
    {
      question: "Why do tomato plants in Las Vegas often stop setting fruit in midsummer?",
      options: [
        "Daytime highs above about 90 °F (32 °C) and warm nights damage the pollen, so blossoms drop",
        "The days become too short for flowering",
        "The soil turns acidic in summer",
        "Tomato plants only flower once per year",
      ],
      correct_answer: "Daytime highs above about 90 °F (32 °C) and warm nights damage the pollen, so blossoms drop",
      explanation: "Tomato pollen fails in sustained heat, so flowers fall without setting fruit; plants often set fruit again when fall temperatures ease.",
    },
    {
      question: "What does a layer of mulch over desert garden beds do?",
      options: ["Reflects sunlight onto the leaves", "Adds salt to the soil", "Slows evaporation and keeps the soil cooler"],
      correct_answer: "Slows evaporation and keeps the soil cooler",
      explanation: "Mulch shades the soil surface, so less water evaporates and roots stay cooler during hot afternoons.",
    },
    {
      question: "Native Mojave soils are usually low in which ingredient, which gardeners add by mixing in compost?",
      options: ["Sand", "Calcium carbonate", "Gravel", "Organic matter"],
      correct_answer: "Organic matter",
      explanation: "Sparse desert plant life leaves little organic matter in the soil; compost improves water holding, structure and nutrients.",
    },
    {
      question: "Which plant is often called the indicator species of the Mojave Desert because it grows almost nowhere else?",
      options: ["Saguaro cactus", "Sugar maple", "Joshua tree", "Coast redwood"],
      correct_answer: "Joshua tree",
      explanation: "Joshua trees grow almost only in the Mojave, so their range roughly marks the desert; the saguaro belongs to the Sonoran Desert.",
    },
  ]),
}
