import { numbered, type StarterQuiz } from "./starter-quiz.ts"

const id = "starter-beekeeping"

export const beekeeping: StarterQuiz = {
  id,
  topic: "Beekeeping",
  level: "honors",
  questions: numbered(id, [
    {
      question: "Which three castes make up a honey bee colony?",
      options: ["King, queen and workers", "Queen, soldiers and workers", "Queen, workers and drones", "Queen, nurses and soldiers"],
      correct_answer: "Queen, workers and drones",
      explanation:
        "A colony has one egg-laying queen, thousands of female workers and, in the warm season, male drones; honey bees have no king or soldier caste.",
    },
    {
      question: "How do drones develop?",
      options: [
        "From fertilized eggs fed royal jelly for longer",
        "From unfertilized eggs, so they carry a single set of chromosomes",
        "From worker larvae that change sex",
      ],
      correct_answer: "From unfertilized eggs, so they carry a single set of chromosomes",
      explanation: "Honey bees are haplodiploid: unfertilized eggs become haploid males, while fertilized eggs become females (workers or queens).",
    },
    {
      question: "How does a queen get the sperm she uses for the rest of her life?",
      options: [
        "She mates with a single drone inside the hive every spring",
        "Workers carry it to her from the drones",
        "She mates again whenever her egg laying slows",
        "She mates with many drones on one or a few early mating flights and stores the sperm in her spermatheca",
      ],
      correct_answer: "She mates with many drones on one or a few early mating flights and stores the sperm in her spermatheca",
      explanation: "A young queen mates in flight with a dozen or more drones and stores the sperm for years; once it runs out she can lay only drone eggs.",
    },
    {
      question: "What decides whether a female larva becomes a queen or a worker?",
      options: [
        "Whether the egg was fertilized",
        "Her diet: a queen larva is fed royal jelly throughout her development",
        "The age of the queen that laid the egg",
      ],
      correct_answer: "Her diet: a queen larva is fed royal jelly throughout her development",
      explanation: "Any young female larva can become a queen; workers feed the chosen larvae royal jelly throughout development in large queen cells.",
    },
    {
      question: "What does a forager's waggle dance tell her nestmates?",
      options: ["The direction and distance of a food source", "That the queen has died", "That the hive is too hot", "That a swarm is leaving"],
      correct_answer: "The direction and distance of a food source",
      explanation:
        "The angle of the waggle run from vertical gives the direction relative to the sun and its length gives the distance, as Karl von Frisch showed.",
    },
    {
      question: "What is Varroa destructor?",
      options: [
        "A bacterial disease of bee larvae",
        "A moth whose larvae tunnel through comb",
        "A parasitic mite that feeds on bees and spreads viruses such as deformed wing virus",
        "A fungus that mummifies brood",
      ],
      correct_answer: "A parasitic mite that feeds on bees and spreads viruses such as deformed wing virus",
      explanation:
        "Varroa mites breed in capped brood and feed on developing and adult bees; with the viruses they carry they are a leading cause of colony losses.",
    },
    {
      question: "Why is 'bee space' (about 3/8 inch, roughly 6–9 mm) central to the Langstroth hive?",
      options: [
        "Bees leave gaps of that size open, so frames stay movable; they seal smaller gaps with propolis and fill bigger ones with comb",
        "It is the width of a single brood cell",
        "It keeps drones out of the honey supers",
      ],
      correct_answer: "Bees leave gaps of that size open, so frames stay movable; they seal smaller gaps with propolis and fill bigger ones with comb",
      explanation: "Lorenzo Langstroth built his 1850s hive around this gap, which is why its frames can be lifted out without tearing comb.",
    },
    {
      question: "About how long does a worker bee take to develop from egg to adult?",
      options: ["About 16 days", "About 21 days", "About 24 days", "About 40 days"],
      correct_answer: "About 21 days",
      explanation: "Workers emerge about 21 days after the egg is laid; queens take about 16 days and drones about 24.",
    },
    {
      question: "Bees cap honey once evaporation has brought its water content down to about:",
      options: ["5%", "40%", "70%", "18%"],
      correct_answer: "18%",
      explanation: "Nectar is often more than half water; at about 17–18% water honey is concentrated enough to resist fermentation, so bees seal it with wax.",
    },
    {
      question: "Why does smoke calm honey bees when a beekeeper opens a hive?",
      options: [
        "It puts the bees to sleep",
        "It kills the guard bees",
        "It masks their alarm pheromone and prompts many bees to fill up on honey",
        "It blinds them for a few minutes",
      ],
      correct_answer: "It masks their alarm pheromone and prompts many bees to fill up on honey",
      explanation: "Smoke dulls the bees' sense of the alarm pheromone that rallies defenders, and bees full of honey are less inclined to sting.",
    },
  ]),
}
