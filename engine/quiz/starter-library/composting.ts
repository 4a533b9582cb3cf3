import { numbered, type StarterQuiz } from "./starter-quiz.ts"

const id = "starter-composting"

export const composting: StarterQuiz = {
  id,
  topic: "Composting",
  level: "elementary",
  questions: numbered(id, [
    {
      question: "Dry leaves, straw and cardboard are called 'browns'. What do browns mostly add to a compost pile?",
      options: ["Nitrogen", "Carbon", "Salt"],
      correct_answer: "Carbon",
      explanation: "Browns are rich in carbon, the energy food for composting microbes; greens supply the nitrogen.",
    },
    {
      question: "Which of these is a 'green' (nitrogen-rich) compost ingredient?",
      options: ["Dry leaves", "Cardboard", "Fresh grass clippings", "Sawdust"],
      correct_answer: "Fresh grass clippings",
      explanation: "Fresh, moist materials like grass clippings and vegetable scraps are rich in nitrogen, which microbes need to grow.",
    },
    {
      question: "Which should you keep OUT of a backyard compost pile?",
      options: ["Coffee grounds", "Eggshells", "Fruit peels", "Meat and dairy scraps"],
      correct_answer: "Meat and dairy scraps",
      explanation: "Meat, bones and dairy can smell bad and attract rats and other pests, so home composters leave them out.",
    },
    {
      question: "What tiny living things do most of the work of breaking down compost?",
      options: ["Bacteria and fungi", "Mosquitoes", "Ladybugs"],
      correct_answer: "Bacteria and fungi",
      explanation: "Microbes like bacteria and fungi eat the scraps and turn them into compost; worms and bugs help too.",
    },
    {
      question: "Why do people turn (mix) their compost pile?",
      options: ["To dry it out completely", "To mix in air that the helpful microbes need", "To push the worms out"],
      correct_answer: "To mix in air that the helpful microbes need",
      explanation: "The fastest, least smelly composting microbes need oxygen, and turning the pile brings in fresh air.",
    },
    {
      question: "How wet should a compost pile be?",
      options: ["Bone dry, like dust", "Soaking wet, like a puddle", "About as damp as a wrung-out sponge"],
      correct_answer: "About as damp as a wrung-out sponge",
      explanation: "Microbes need moisture to live, but a soggy pile runs out of air and starts to smell.",
    },
    {
      question: "Why does the middle of a busy compost pile get warm?",
      options: ["Microbes give off heat as they break down the scraps", "Sunlight reaches the middle of the pile", "The bin makes its own heat"],
      correct_answer: "Microbes give off heat as they break down the scraps",
      explanation: "Busy microbes release heat as they eat and multiply; a well-built pile can get hot enough to kill many weed seeds.",
    },
    {
      question: "Which worms are used for worm composting (vermicomposting) in a bin?",
      options: ["Silkworms", "Nightcrawlers", "Inchworms", "Red wigglers"],
      correct_answer: "Red wigglers",
      explanation:
        "Red wigglers live near the surface in rotting leaves and eat lots of scraps, so they thrive in a shallow bin; deep-burrowing nightcrawlers do not.",
    },
    {
      question: "A compost pile works best with about how many parts carbon for every 1 part nitrogen?",
      options: ["About 1 part", "About 5 parts", "About 30 parts", "About 500 parts"],
      correct_answer: "About 30 parts",
      explanation: "Microbes do best at a carbon-to-nitrogen ratio of roughly 25–30 to 1; too much carbon slows the pile and too much nitrogen makes it smell.",
    },
    {
      question: "Why do scraps break down faster when you chop them into small pieces?",
      options: ["Small pieces are heavier", "There is more surface for the microbes to work on", "Small pieces stay drier"],
      correct_answer: "There is more surface for the microbes to work on",
      explanation: "Chopping creates more surface area, so more microbes can work on the material at once.",
    },
  ]),
}
