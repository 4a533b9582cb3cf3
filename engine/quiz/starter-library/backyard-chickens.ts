import { numbered, type StarterQuiz } from "./starter-quiz.ts"

const id = "starter-backyard-chickens"

export const backyardChickens: StarterQuiz = {
  id,
  topic: "Backyard chickens",
  level: "elementary",
  questions: numbered(id, [
    {
      question: "About how many days does it take a chicken egg to hatch?",
      options: ["7 days", "21 days", "45 days", "90 days"],
      correct_answer: "21 days",
      explanation: "A fertile chicken egg kept warm by a hen or an incubator hatches in about 21 days.",
    },
    {
      question: "Does a hen need a rooster to lay eggs?",
      options: ["Only in the summer", "Yes, she cannot lay without one", "No, hens lay eggs without a rooster"],
      correct_answer: "No, hens lay eggs without a rooster",
      explanation: "Hens lay eggs on their own; a rooster is only needed for fertile eggs that can hatch into chicks.",
    },
    {
      question: "Chickens have no teeth. What do they swallow to help grind food in their gizzard?",
      options: ["Small stones called grit", "Feathers", "Sugar", "Ice cubes"],
      correct_answer: "Small stones called grit",
      explanation: "The strong, muscular gizzard squeezes food against swallowed grit to grind it, doing the job teeth would do.",
    },
    {
      question: "Why do many keepers offer crushed oyster shell to laying hens?",
      options: [
        "It helps them fly higher",
        "It makes their eggs taste sweeter",
        "It keeps them warm at night",
        "It gives them extra calcium for strong eggshells",
      ],
      correct_answer: "It gives them extra calcium for strong eggshells",
      explanation: "Eggshells are made mostly of calcium, so laying hens need plenty of it to make strong shells.",
    },
    {
      question: "Where do hens like to lay their eggs?",
      options: ["On the roost where they sleep", "In a cozy, dark nesting box", "In the water dish"],
      correct_answer: "In a cozy, dark nesting box",
      explanation: "Hens look for a quiet, private spot; a nesting box with clean bedding keeps eggs clean and easy to find.",
    },
    {
      question: "Where do chickens like to sleep at night?",
      options: ["Lying on the ground outside the coop", "Inside the nesting boxes", "Perched off the ground on a roost"],
      correct_answer: "Perched off the ground on a roost",
      explanation: "Chickens feel safest perched up high at night; sleeping in nesting boxes makes the boxes and eggs dirty.",
    },
    {
      question: "In fall, many hens lose their old feathers and grow new ones. What is this called?",
      options: ["Brooding", "Roosting", "Dust bathing", "Molting"],
      correct_answer: "Molting",
      explanation: "During a molt hens replace worn feathers, and they usually lay fewer eggs because growing feathers takes a lot of protein.",
    },
    {
      question: "Why should you wash your hands after holding chickens or collecting eggs?",
      options: [
        "Chickens can carry germs like Salmonella even when they look healthy",
        "Feathers make your hands itchy",
        "So the eggs do not break",
        "It makes the chickens happier",
      ],
      correct_answer: "Chickens can carry germs like Salmonella even when they look healthy",
      explanation:
        "Healthy-looking chickens can carry Salmonella on their feathers and feet and in their droppings, so hand washing keeps people from getting sick.",
    },
    {
      question: "Why do many hens lay fewer eggs in winter?",
      options: ["Hens only lay eggs in summer", "Snow makes them forget to lay", "The days are shorter, with less daylight"],
      correct_answer: "The days are shorter, with less daylight",
      explanation: "Egg laying depends on day length; hens lay best with about 14 to 16 hours of light, so short winter days slow them down.",
    },
    {
      question: "Which fencing keeps raccoons out of a chicken run best?",
      options: ["Chicken wire", "Hardware cloth (strong welded wire mesh)", "Plastic garden netting"],
      correct_answer: "Hardware cloth (strong welded wire mesh)",
      explanation: "Raccoons can tear or reach through thin chicken wire, but sturdy hardware cloth with small openings keeps them out.",
    },
  ]),
}
