// What the checks of a generated quiz catch, and what they cost: `npm run bench:quiz-checks`.
// GENERATIONS (300) quizzes of QUESTIONS (10) are made by the real generation loop
// (engine/quiz-generation/generate.ts) from a seeded fake writer that slips defects into its
// questions at the rates below, and, with the blind check on, a seeded fake checker that picks the
// right option with probability CHECKER_RIGHT (0.9) and otherwise one of the others at random. The
// same seed is run with the check off and on. Prints, by defect kind, how many were written and how
// many reached storage; then the calls made and the tokens sent and received (estimated as characters
// ÷ 4: no provider is called). Writes nothing.
import { keyText } from "#engine/quiz/kinds/question-kind.ts"
import { generateQuiz } from "#engine/quiz-generation/generate.ts"
import type { ChatMessage } from "#engine/quiz-generation/prompt.ts"
import type { GenerationRequest } from "#engine/quiz-generation/request.ts"
import { seededRandom } from "#engine/quiz-play/seeded-random.ts"

const GENERATIONS = Number(process.env.GENERATIONS ?? 300)
const QUESTIONS = Number(process.env.QUESTIONS ?? 10)
const CHECKER_RIGHT = Number(process.env.CHECKER_RIGHT ?? 0.9)
const SEED = process.env.SEED ?? "quiz-checks"

/** Each defect the fake writer slips into a question, and how often (per question written). */
const DEFECTS = {
  "wrong key": 0.2,
  "near-duplicate options": 0.03,
  "all/none of the above": 0.03,
  "key in the question": 0.03,
  "key far longer": 0.03,
} as const
type Defect = keyof typeof DEFECTS | "none"

interface Written {
  question: string
  options: string[]
  correct_answer: string
  explanation: string
}

/** The questions the writer made, by text: what is really right and which defect each carries. */
const truth = new Map<string, { right: string; defect: Defect }>()

const writeQuestion = (random: () => number, topic: string, serial: number): Written => {
  const right = `${topic} fact ${serial}`
  const others = [`${topic} myth ${serial}`, `${topic} guess ${serial}`, `${topic} rumour ${serial}`]
  let question = `Which is true of ${topic}, case ${serial}?`
  let options = [right, ...others]
  let key = right
  let defect: Defect = "none"
  let roll = random()
  for (const [kind, rate] of Object.entries(DEFECTS) as [keyof typeof DEFECTS, number][]) {
    if (roll >= rate) {
      roll -= rate
      continue
    }
    defect = kind
    if (kind === "wrong key") key = others[0]!
    if (kind === "near-duplicate options") options = [right, others[0]!, `The ${others[0]!.toLowerCase()}!`, others[2]!]
    if (kind === "all/none of the above") options = [right, others[0]!, others[1]!, "None of the above"]
    if (kind === "key in the question") question = `${right}: which is true of ${topic}, case ${serial}?`
    if (kind === "key far longer") {
      options = [`${right}, as every careful grower who has tried it for many seasons will tell you`, ...others]
      key = options[0]!
    }
    break
  }
  truth.set(question, { right: options.find((o) => o.startsWith(right))!, defect })
  return { question, options, correct_answer: key, explanation: "Because it is so." }
}

interface Tally {
  calls: { write: number; check: number }
  tokens: { write: number; check: number }
  written: Map<Defect, number>
  stored: Map<Defect, number>
  quizzes: number
  failed: number
  questionsStored: number
}

const estimate = (messages: readonly ChatMessage[], answer: string): number =>
  Math.ceil((messages.reduce((n, m) => n + m.content.length, 0) + answer.length) / 4)

const run = async (withCheck: boolean): Promise<Tally> => {
  truth.clear()
  const random = seededRandom(SEED)
  const tally: Tally = {
    calls: { write: 0, check: 0 },
    tokens: { write: 0, check: 0 },
    written: new Map(),
    stored: new Map(),
    quizzes: 0,
    failed: 0,
    questionsStored: 0,
  }
  const count = (map: Map<Defect, number>, defect: Defect) => map.set(defect, (map.get(defect) ?? 0) + 1)
  let serial = 0
  for (let g = 0; g < GENERATIONS; g++) {
    const topic = `Topic ${g}`
    const request: GenerationRequest = { topic, level: "elementary", number: QUESTIONS }
    const complete = async (messages: readonly ChatMessage[]) => {
      const wanted = Number(/exactly (\d+) question/.exec(messages.at(-1)!.content)?.[1] ?? /exactly (\d+) question/.exec(messages[1]!.content)?.[1])
      const questions = Array.from({ length: wanted }, () => writeQuestion(random, topic, ++serial))
      for (const q of questions) count(tally.written, truth.get(q.question)!.defect)
      const answer = JSON.stringify({ questions })
      tally.calls.write++
      tally.tokens.write += estimate(messages, answer)
      return answer
    }
    const check = async (messages: readonly ChatMessage[]) => {
      const blocks = messages
        .at(-1)!
        .content.split("\n\n")
        .filter((b) => /^\d+\. /.test(b))
      const answers = blocks.map((block, i) => {
        const [line, ...lines] = block.split("\n")
        const options = lines.map((l) => l.replace(/^\s+[a-e]\) /, ""))
        const right = truth.get(line!.replace(/^\d+\. /, ""))!.right
        const wrong = options.filter((o) => o !== right)
        const picked = random() < CHECKER_RIGHT || wrong.length === 0 ? right : wrong[Math.floor(random() * wrong.length)]!
        return { number: i + 1, option: "abcde"[options.indexOf(picked)] }
      })
      const answer = JSON.stringify({ answers })
      tally.calls.check++
      tally.tokens.check += estimate(messages, answer)
      return answer
    }
    const outcome = await generateQuiz({ complete, ...(withCheck ? { check } : {}), newId: () => `q${++serial}`, random }, request)
    if (!outcome.ok) {
      tally.failed++
      continue
    }
    tally.quizzes++
    tally.questionsStored += outcome.quiz.questions.length
    for (const q of outcome.quiz.questions) {
      const known = truth.get(q.question)!
      // A stored key that is not the right option is a wrong key, whatever else the question carried.
      count(tally.stored, keyText(q) !== known.right ? "wrong key" : known.defect)
    }
  }
  return tally
}

const off = await run(false)
const on = await run(true)

console.log(`${GENERATIONS} generations of ${QUESTIONS} questions; checker right ${CHECKER_RIGHT * 100}% of the time; seed "${SEED}"\n`)
const rows: [string, string, string, string, string][] = [["defect", "written (off)", "stored (off)", "written (on)", "stored (on)"]]
for (const defect of [...Object.keys(DEFECTS), "none"] as Defect[])
  rows.push([
    defect,
    String(off.written.get(defect) ?? 0),
    String(off.stored.get(defect) ?? 0),
    String(on.written.get(defect) ?? 0),
    String(on.stored.get(defect) ?? 0),
  ])
rows.push(["quizzes stored / failed", `${off.quizzes} / ${off.failed}`, "", `${on.quizzes} / ${on.failed}`, ""])
rows.push(["questions stored", "", String(off.questionsStored), "", String(on.questionsStored)])
const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)))
for (const row of rows) console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  "))

const wrongRate = (t: Tally) => (((t.stored.get("wrong key") ?? 0) / Math.max(1, t.questionsStored)) * 100).toFixed(1)
console.log(`\nstored questions with a wrong key: ${wrongRate(off)}% with the check off, ${wrongRate(on)}% with it on`)
console.log(`calls: writing ${off.calls.write} off, ${on.calls.write} on; checking ${on.calls.check}`)
console.log(
  `tokens (estimated): writing ${off.tokens.write} off, ${on.tokens.write} on; checking ${on.tokens.check}; ` +
    `the check costs ${(((on.tokens.write + on.tokens.check) / off.tokens.write - 1) * 100).toFixed(0)}% more tokens and ${(((on.calls.write + on.calls.check) / off.calls.write - 1) * 100).toFixed(0)}% more calls`,
)
