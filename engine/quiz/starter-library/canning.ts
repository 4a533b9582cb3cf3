import { numbered, type StarterQuiz } from "./starter-quiz.ts"

const id = "starter-canning-food-safety"

// Figures follow USDA home canning guidance (Complete Guide to Home Canning, National Center for Home Food Preservation).
export const canning: StarterQuiz = {
  id,
  topic: "Canning and food safety",
  level: "university",
  questions: numbered(id, [
    {
      question: "Under USDA guidance, foods with a pH above which value count as low-acid and must be pressure canned?",
      options: ["3.0", "4.6", "6.0", "7.0"],
      correct_answer: "4.6",
      explanation:
        "Clostridium botulinum cannot grow and make toxin at pH 4.6 or below, so foods above 4.6 (most vegetables, meats and beans) need pressure canning.",
    },
    {
      question: "What temperature must a pressure canner reach to process low-acid foods safely?",
      options: ["180 °F (82 °C)", "212 °F (100 °C)", "300 °F (149 °C)", "240 °F (116 °C)"],
      correct_answer: "240 °F (116 °C)",
      explanation:
        "At about 10–11 psi near sea level a pressure canner reaches 240 °F (116 °C), which, for the tested time, destroys C. botulinum spores; boiling water cannot get that hot.",
    },
    {
      question: "Why is a boiling-water bath unsafe for canning plain green beans?",
      options: [
        "Boiling water, at about 212 °F (100 °C), cannot reliably destroy C. botulinum spores in a low-acid food",
        "Green beans contain too much sugar for a water bath",
        "A water bath cannot seal a jar",
      ],
      correct_answer: "Boiling water, at about 212 °F (100 °C), cannot reliably destroy C. botulinum spores in a low-acid food",
      explanation: "Botulinum spores survive boiling, and green beans are low-acid, so only the higher temperature of a pressure canner makes them safe.",
    },
    {
      question: "Which conditions inside a sealed jar allow C. botulinum spores to germinate and produce toxin?",
      options: [
        "High acid, plenty of oxygen and dryness",
        "Freezing temperatures and high sugar",
        "Low acid, little oxygen, moisture and room temperature",
        "High salt and high acid",
      ],
      correct_answer: "Low acid, little oxygen, moisture and room temperature",
      explanation:
        "C. botulinum is an anaerobe; a sealed jar of moist, low-acid food on a shelf gives it what it needs, which is why processing must destroy the spores.",
    },
    {
      question: "Above 1,000 ft of elevation, how must a boiling-water-bath process be adjusted?",
      options: ["Shorten the processing time", "Lengthen the processing time", "Use less headspace", "No change is needed"],
      correct_answer: "Lengthen the processing time",
      explanation:
        "Water boils at a lower temperature at altitude, so tested recipes add processing time (and pressure canners need more pressure) to deliver the same heat.",
    },
    {
      question: "How often does USDA guidance recommend having a pressure canner's dial gauge tested for accuracy?",
      options: ["Never; dial gauges do not drift", "Only if it is dropped", "Every year", "Every ten years"],
      correct_answer: "Every year",
      explanation: "Dial gauges can drift, and one that reads high leads to under-processing, so they should be checked before each canning season.",
    },
    {
      question: "What is the main purpose of leaving the specified headspace in a canning jar?",
      options: [
        "To leave room for a layer of paraffin wax",
        "To let steam circulate inside the jar after sealing",
        "To make jars easier to stack",
        "To allow for food expansion during processing and for a vacuum to form as the jar cools",
      ],
      correct_answer: "To allow for food expansion during processing and for a vacuum to form as the jar cools",
      explanation:
        "Too little headspace can force food under the lid and spoil the seal, while too much can leave air that keeps a strong vacuum from forming.",
    },
    {
      question: "Why do USDA tomato recipes call for bottled rather than fresh lemon juice?",
      options: [
        "Fresh juice turns tomatoes bitter",
        "Bottled juice has a standardized, consistent acidity",
        "Bottled juice contains preservatives that kill spores",
      ],
      correct_answer: "Bottled juice has a standardized, consistent acidity",
      explanation: "Tomatoes sit close to the pH 4.6 line, so they are acidified; fresh lemons vary in acidity, while bottled juice reliably adds enough acid.",
    },
    {
      question: "Why must a pressure canner be vented, with steam flowing freely for about 10 minutes, before it is pressurized?",
      options: [
        "To cool the jars before pressurizing",
        "To soften the lid gasket",
        "To let the gauge settle",
        "Air left inside lowers the temperature reached at a given pressure",
      ],
      correct_answer: "Air left inside lowers the temperature reached at a given pressure",
      explanation: "A mix of air and steam is cooler than pure steam at the same gauge pressure, so an unvented canner can leave food under-processed.",
    },
    {
      question: "A jar of home-canned green beans looks and smells normal. What does that tell you about botulism?",
      options: [
        "It is safe, because botulism always causes a bad smell",
        "Nothing reliable: botulinum toxin can be present with no change in look or smell",
        "It is safe if it has been stored for less than a year",
      ],
      correct_answer: "Nothing reliable: botulinum toxin can be present with no change in look or smell",
      explanation: "Safety comes from using a tested process, not from inspection; never taste a low-acid food you suspect was under-processed.",
    },
  ]),
}
