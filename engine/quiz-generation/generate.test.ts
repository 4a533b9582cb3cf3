import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { keyText } from "../quiz/kinds/question-kind.ts"
import { correctIndex } from "../quiz/shuffle.ts"
import type { MultipleChoiceQuestion } from "../quiz/types.ts"
import { generateQuiz, shouldRetry } from "./generate.ts"
import { type ChatMessage, generationMessages, MAX_LISTED_PROBLEMS, retryMessages, userPrompt } from "./prompt.ts"
import type { GenerationRequest } from "./request.ts"

const good = (n: number) =>
  JSON.stringify({
    questions: Array.from({ length: n }, (_, i) => ({
      question: `Question ${i + 1} about bees?`,
      options: [`Right ${i}`, `Wrong ${i}`, `Also wrong ${i}`, `Still wrong ${i}`, `Never ${i}`],
      correct_answer: `Right ${i}`,
      explanation: "Because.",
    })),
  })

const request: GenerationRequest = { topic: "Beekeeping", level: "university", number: 5 }

/** A scripted model: answers in order, recording what it was sent. */
const scripted = (answers: string[]) => {
  const sent: (readonly ChatMessage[])[] = []
  let n = 0
  return {
    sent,
    deps: {
      complete: async (messages: readonly ChatMessage[]) => {
        sent.push(messages)
        return answers.shift() ?? ""
      },
      newId: () => `id-${++n}`,
      random: Math.random,
    },
  }
}

describe("prompts", () => {
  it("name the topic, the level's audience and the exact number", () => {
    const text = userPrompt(request)
    expect(text).toContain('"Beekeeping"')
    expect(text).toContain("exactly 5 questions")
    expect(text).toContain("university")
    expect(userPrompt({ ...request, level: "high_school", number: 1 })).toMatch(/exactly 1 question\./)
    expect(generationMessages(request).map((m) => m.role)).toEqual(["system", "user"])
  })

  it("on a retry send the failed answer and a bounded list of its problems", () => {
    const problems = Array.from({ length: 20 }, (_, i) => `Problem ${i + 1}.`)
    const messages = retryMessages(request, "x".repeat(50_000), problems)
    expect(messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"])
    expect(messages[2]!.content.length).toBeLessThan(20_010)
    const feedback = messages[3]!.content
    expect(feedback).toContain("Problem 1.")
    expect(feedback).toContain(`Problem ${MAX_LISTED_PROBLEMS}.`)
    expect(feedback).not.toContain(`Problem ${MAX_LISTED_PROBLEMS + 1}.`)
    expect(feedback).toContain("8 more problems")
  })
})

describe("generateQuiz", () => {
  it("accepts a good first answer", async () => {
    const model = scripted([good(5)])
    const outcome = await generateQuiz(model.deps, request)
    expect(outcome.ok).toBe(true)
    expect(outcome.attempts).toBe(1)
    if (outcome.ok) expect(outcome.quiz.questions.map((q) => q.id)).toEqual(["id-1", "id-2", "id-3", "id-4", "id-5"])
  })

  it("retries with the problems and succeeds on a later answer", async () => {
    const model = scripted(["not json", good(4), good(5)])
    const outcome = await generateQuiz(model.deps, request)
    expect(outcome).toMatchObject({ ok: true, attempts: 3 })
    expect(model.sent[1]!.at(-2)).toEqual({ role: "assistant", content: "not json" })
    expect(model.sent[1]!.at(-1)!.content).toContain("not valid JSON")
    expect(model.sent[2]!.at(-1)!.content).toContain("4 questions; 5 were requested")
  })

  it("writes again only a question that gives its answer away, and drops it if it does again", async () => {
    const flawed = JSON.parse(good(5)) as { questions: { question: string; options: string[] }[] }
    flawed.questions[2]!.options[4] = "All of the above"
    const fixed = JSON.parse(good(1)) as { questions: { question: string }[] }
    fixed.questions[0]!.question = "A fairer question about bees?"
    const model = scripted([JSON.stringify(flawed), JSON.stringify(fixed)])
    const outcome = await generateQuiz(model.deps, request)
    expect(outcome).toMatchObject({
      ok: true,
      attempts: 2,
      dropped: [{ question: "Question 3 about bees?", reason: '"All of the above" is an option about the other options.' }],
    })
    if (outcome.ok) expect(outcome.quiz.questions.map((q) => q.question)).toContain("A fairer question about bees?")
    expect(model.sent[1]!.at(-1)!.content).toContain("exactly 1 question.")

    const twice = scripted([JSON.stringify(flawed), JSON.stringify({ questions: [flawed.questions[2]] })])
    const shorter = await generateQuiz(twice.deps, request)
    if (!shorter.ok) throw new Error("expected a quiz")
    expect(shorter.quiz.questions).toHaveLength(4)
    expect(shorter.dropped).toHaveLength(2)
  })

  it("gives up after the policy's attempts with the last problems", async () => {
    const model = scripted(["{}", "{}", "{}", good(5)])
    const outcome = await generateQuiz(model.deps, request, { maxAttempts: 3 })
    expect(outcome.ok).toBe(false)
    expect(outcome.attempts).toBe(3)
    expect(model.sent).toHaveLength(3)
  })

  it("lets provider failures through", async () => {
    const failing = { complete: () => Promise.reject(new Error("down")), newId: () => "x", random: Math.random }
    await expect(generateQuiz(failing, request)).rejects.toThrow("down")
  })

  it("spreads the correct answers over the positions even when the model always puts them first", async () => {
    const model = scripted([good(25)])
    const outcome = await generateQuiz(model.deps, { ...request, number: 25 })
    if (!outcome.ok) throw new Error("expected a quiz")
    const counts = [0, 0, 0, 0, 0]
    for (const q of outcome.quiz.questions as MultipleChoiceQuestion[]) counts[correctIndex(q)]!++
    expect(counts).toEqual([5, 5, 5, 5, 5])
  })

  it("asks at most maxAttempts times (at least once)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 10 }), (max) => {
        let attempts = 1
        while (shouldRetry(attempts, { maxAttempts: max })) attempts++
        expect(attempts).toBe(Math.max(1, max))
      }),
    )
  })
})

describe("the blind check of the keys", () => {
  /** A checker that picks, for each question it is shown, the option `pick` chooses from its options and question. */
  const checker = (pick: (options: string[], question: string) => string) => {
    const shown: string[][] = []
    return {
      shown,
      check: async (messages: readonly ChatMessage[]) => {
        const blocks = messages
          .at(-1)!
          .content.split("\n\n")
          .slice(1)
          .filter((b) => /^\d+\. /.test(b))
        shown.push(blocks)
        const answers = blocks.map((block, i) => {
          const [question, ...lines] = block.split("\n")
          const options = lines.map((l) => l.replace(/^\s+[a-e]\) /, ""))
          return { number: i + 1, option: "abcde"[options.indexOf(pick(options, question!))] }
        })
        return JSON.stringify({ answers })
      },
    }
  }
  const rightOnes = (options: string[]) => options.find((o) => o.startsWith("Right"))!

  it("keeps a quiz whose every key the check picks, without showing it the keys", async () => {
    const model = scripted([good(5)])
    const blind = checker(rightOnes)
    const outcome = await generateQuiz({ ...model.deps, check: blind.check }, request)
    expect(outcome).toMatchObject({ ok: true, attempts: 1, dropped: [] })
    expect(blind.shown).toHaveLength(1)
    expect(blind.shown[0]!.join("\n")).not.toMatch(/correct|explanation|Because/i)
  })

  it("writes a question again when the check picks another option, and drops one that fails twice", async () => {
    // The model's key is wrong for question 2 of the first quiz; its second try at that question is wrong too.
    const wrongSecond = JSON.parse(good(5)) as { questions: { correct_answer: string }[] }
    wrongSecond.questions[1]!.correct_answer = "Wrong 1"
    const wrongAgain = JSON.parse(good(1)) as { questions: { question: string; correct_answer: string }[] }
    wrongAgain.questions[0]!.question = "Another question about bees?"
    wrongAgain.questions[0]!.correct_answer = "Wrong 0"
    const model = scripted([JSON.stringify(wrongSecond), JSON.stringify(wrongAgain)])
    const outcome = await generateQuiz({ ...model.deps, check: checker(rightOnes).check }, request)
    if (!outcome.ok) throw new Error("expected a quiz")
    expect(outcome.quiz.questions.map(keyText)).toEqual(expect.arrayContaining(["Right 0", "Right 2", "Right 3", "Right 4"]))
    expect(outcome.quiz.questions).toHaveLength(4)
    expect(outcome.attempts).toBe(2)
    expect(outcome.dropped).toEqual([
      {
        question: "Question 2 about bees?",
        options: expect.arrayContaining(["Right 1", "Wrong 1"]),
        correct_answer: "Wrong 1",
        reason: 'The check chose "Right 1", not the key "Wrong 1".',
      },
      {
        question: "Another question about bees?",
        options: expect.arrayContaining(["Right 0"]),
        correct_answer: "Wrong 0",
        reason: 'The check chose "Right 0", not the key "Wrong 0".',
      },
    ])
    // The second try was asked for one question only.
    expect(model.sent[1]!.at(-1)!.content).toContain("exactly 1 question.")
  })

  it("keeps a question written again that passes", async () => {
    const wrongFirst = JSON.parse(good(5)) as { questions: { correct_answer: string }[] }
    wrongFirst.questions[0]!.correct_answer = "Never 0"
    const fixed = JSON.parse(good(1)) as { questions: { question: string }[] }
    fixed.questions[0]!.question = "A better question about bees?"
    const model = scripted([JSON.stringify(wrongFirst), JSON.stringify(fixed)])
    const outcome = await generateQuiz({ ...model.deps, check: checker(rightOnes).check }, request)
    expect(outcome).toMatchObject({ ok: true, dropped: [{ correct_answer: "Never 0" }] })
    if (outcome.ok) expect(outcome.quiz.questions.map((q) => q.question)).toContain("A better question about bees?")
  })

  it("stores nothing when no key passes, or when the check cannot be read", async () => {
    const nothing = await generateQuiz(
      { ...scripted([good(5), good(5)]).deps, check: checker((options) => options.find((o) => o.startsWith("Never"))!).check },
      request,
    )
    expect(nothing).toMatchObject({ ok: false, problems: ["No question passed the checks."] })
    let asked = 0
    const unreadable = await generateQuiz(
      {
        ...scripted([good(5)]).deps,
        check: async () => {
          asked++
          return "I think a."
        },
      },
      request,
    )
    expect(unreadable).toMatchObject({ ok: false, problems: ["The check of the quiz's answers could not be read."] })
    expect(asked).toBe(2)
  })
})
