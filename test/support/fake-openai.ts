// A small OpenAI-compatible server for tests: POST /v1/chat/completions (and
// /chat/completions) on 127.0.0.1, recording every request body and answering from a
// per-test script. With no script it writes a good quiz for whatever the user message
// asks (its topic and "exactly N questions"); requests without a response format get a
// plain text answer, streamed as server-sent events when `stream: true`.
//
// The blind check of a quiz's keys (its response format is the check's) is answered apart:
// it is recorded in `checks`, not `requests`, takes nothing from the script, and by default
// picks the key this fake wrote for each question it is shown, so a check agrees with the
// fake's own quizzes unless a test sets a `checker` that answers otherwise. A request naming kinds
// of question ("Kinds of question: …") gets a quiz that takes them in turn.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

/** The settings that point a server's AI provider at a fake one (the basic model only). */
export const fakeAiEnv = (fake: { readonly url: string }) => ({ AI_BASE_URL: `${fake.url}/v1`, AI_API_KEY: "sk-fake", AI_MODEL_BASIC: "fake-basic" })

export interface RecordedRequest {
  readonly path: string
  readonly headers: IncomingMessage["headers"]
  /** The parsed JSON body (model, messages, response_format, stream, …). */
  readonly body: any
}

/** What to answer: message content, an HTTP error, or either after a delay. */
export type FakeAnswer =
  { readonly content: string; readonly delayMs?: number } | { readonly status: number; readonly error?: string; readonly delayMs?: number }

/** An answer, or a function of the request giving one. */
export type FakeReply = FakeAnswer | ((request: RecordedRequest) => FakeAnswer)

export interface FakeQuestion {
  question: string
  options: string[]
  correct_answer: string
  explanation: string
}

/** What the request asks for, read from its last user message the way our prompt writes it. */
export const askedFor = (request: RecordedRequest): { topic: string; number: number } => {
  const user = [...(request.body?.messages ?? [])].reverse().find((m: any) => m.role === "user")?.content ?? ""
  const first = (request.body?.messages ?? []).find((m: any) => m.role === "user")?.content ?? ""
  const number = Number(/exactly (\d+) question/.exec(user)?.[1] ?? /exactly (\d+) question/.exec(first)?.[1] ?? 10)
  let topic = "Homesteading"
  const quoted = /Topic: (".*")/.exec(first)?.[1]
  if (quoted) {
    try {
      topic = JSON.parse(quoted)
    } catch {
      // keep the default
    }
  }
  return { topic, number }
}

/** `n` distinct, valid questions about `topic`, each with its correct answer listed first. */
export const quizQuestions = (topic: string, n: number): FakeQuestion[] =>
  Array.from({ length: n }, (_, i) => ({
    question: `Question ${i + 1} about ${topic}: which answer is number ${i + 1}?`,
    options: [`Answer ${i + 1}`, `Not ${i + 1}`, `Maybe ${i + 1}`, `Never ${i + 1}`],
    correct_answer: `Answer ${i + 1}`,
    explanation: `Answer ${i + 1} is the one numbered ${i + 1}.`,
  }))

/** The kinds a mixed quiz asks for ("Kinds of question: a, b."), or none for multiple choice alone. */
export const askedKinds = (request: RecordedRequest): string[] => {
  const first = (request.body?.messages ?? []).find((m: any) => m.role === "user")?.content ?? ""
  const listed = /Kinds of question: ([a-z_, ]+)\./.exec(String(first))?.[1]
  return listed ? listed.split(",").map((kind) => kind.trim()) : []
}

/** Question `i` of a mixed quiz about `topic`, of `kind`, in the shape the model writes; its key is the first text that names `i`. */
export const kindQuestion = (kind: string, topic: string, i: number): Record<string, unknown> => {
  const n = i + 1
  const question = `Question ${n} about ${topic}`
  switch (kind) {
    case "true_false":
      return { kind, question: `${question}: statement ${n} is true.`, answer: true, explanation: `Statement ${n} is true.` }
    case "type_answer":
      return {
        kind,
        question: `${question}: which word is number ${n}?`,
        accepted_answers: [`Word${n}`, `Word ${n}`],
        forgive_typos: true,
        explanation: `Word${n}.`,
      }
    case "order":
      return {
        kind,
        question: `${question}: put the steps of ${n} in order.`,
        items_in_order: [`First ${n}`, `Second ${n}`, `Third ${n}`],
        explanation: "By number.",
      }
    case "slider":
      return { kind, question: `${question}: how many times ${n}?`, min: 0, max: 100, step: 1, answer: 10 + n, unit: "days", explanation: `${10 + n} days.` }
    case "poll":
      return { kind, question: `${question}: which do you like, ${n}?`, options: [`Like ${n}`, `Dislike ${n}`] }
    default:
      return { kind: "multiple_choice", ...quizQuestions(topic, i + 1)[i]! }
  }
}

const quizAnswer = (questions: readonly unknown[]): FakeAnswer => ({ content: JSON.stringify({ questions }) })

/** Canned answers for the usual cases. */
export const replies = {
  /** A good quiz of the requested size and topic (or the given questions). */
  goodQuiz:
    (questions?: FakeQuestion[]): FakeReply =>
    (request) => {
      const { topic, number } = askedFor(request)
      const kinds = askedKinds(request)
      if (questions === undefined && kinds.length > 0)
        return quizAnswer(Array.from({ length: number }, (_, i) => kindQuestion(kinds[i % kinds.length]!, topic, i)))
      return quizAnswer(questions ?? quizQuestions(topic, number))
    },
  malformed: (): FakeReply => ({ content: '{"questions": [{"question": "Unfinished' }),
  /** One question fewer than asked (none when one was asked). */
  short: (): FakeReply => (request) => {
    const { topic, number } = askedFor(request)
    return quizAnswer(quizQuestions(topic, number).slice(0, Math.max(0, number - 1)))
  },
  /** The right number of questions, all the same one. */
  duplicated: (): FakeReply => (request) => {
    const { topic, number } = askedFor(request)
    const one = quizQuestions(topic, 1)[0]!
    return quizAnswer(Array.from({ length: Math.max(2, number) }, () => ({ ...one })))
  },
  /** Every correct answer missing from its options. */
  wrongKey: (): FakeReply => (request) => {
    const { topic, number } = askedFor(request)
    return quizAnswer(quizQuestions(topic, number).map((q) => ({ ...q, correct_answer: "None of these" })))
  },
  slow:
    (delayMs: number, then: FakeReply = replies.goodQuiz()): FakeReply =>
    (request) => ({
      ...(typeof then === "function" ? then(request) : then),
      delayMs,
    }),
  error: (status = 500, error = "The fake model is down"): FakeReply => ({ status, error }),
  text: (content: string): FakeReply => ({ content }),
}

/** A question as the check shows it, with the key the fake wrote for it (undefined for a question it never wrote). */
export interface CheckedQuestion {
  readonly question: string
  readonly options: readonly string[]
  readonly key: string | undefined
}

/** How the fake's check answers one question: the text of the option it picks. */
export type Checker = (question: CheckedQuestion) => string

/** The name of the check's response format (engine/quiz-generation/verify.ts). */
const CHECK_FORMAT = "homestead_quiz_check"

export interface FakeOpenAI {
  /** Base URL without the /v1 suffix, e.g. http://127.0.0.1:41234. */
  readonly url: string
  /** Every chat completion request received but the checks, oldest first. */
  readonly requests: RecordedRequest[]
  /** Every blind check of a quiz's keys, oldest first. */
  readonly checks: RecordedRequest[]
  /** How the check picks (default: the key the fake wrote); `reset` restores the default. */
  checker(checker: Checker): void
  /**
   * The response formats this provider takes, as an older local server might (default: both); a request naming
   * another is refused 400 naming it. A request without one is always taken. `reset` restores both.
   */
  acceptFormats(types: readonly ("json_schema" | "json_object")[]): void
  /**
   * Sets how to answer: a handler for every request, or a queue used one answer per
   * request (after the queue runs out, the default answers apply again).
   */
  script(script: ((request: RecordedRequest) => FakeAnswer) | readonly FakeReply[]): void
  /** Back to the default answers, with the request log emptied. */
  reset(): void
  close(): Promise<void>
}

/** Asked for a quiz: with a response format, or (from a provider that takes none) by the prompt's words. */
const asksForQuiz = (request: RecordedRequest): boolean =>
  Boolean(request.body?.response_format) ||
  (request.body?.messages ?? []).some((m: any) => m.role === "user" && /Write a quiz of exactly/.test(String(m.content)))

const defaultReply = (request: RecordedRequest): FakeAnswer =>
  asksForQuiz(request) ? (replies.goodQuiz() as (r: RecordedRequest) => FakeAnswer)(request) : { content: "Hello from the fake model." }

/** The blind check, known by its response format or, without one, by its system prompt. */
const isCheckRequest = (body: any): boolean =>
  body?.response_format?.json_schema?.name === CHECK_FORMAT ||
  (!body?.response_format && /^You are taking a multiple-choice quiz/.test(String(body?.messages?.[0]?.content ?? "")))

/** Remembers the key of every question in a quiz the fake answers with. */
const learnKeys = (content: string, keys: Map<string, string>) => {
  try {
    const quiz = JSON.parse(content) as { questions?: { question?: unknown; correct_answer?: unknown; answer?: unknown }[] }
    for (const q of quiz.questions ?? []) {
      if (typeof q.question !== "string") continue
      if (typeof q.correct_answer === "string") keys.set(q.question.trim(), q.correct_answer.trim())
      // A true/false statement's key is the option that names its answer.
      else if (typeof q.answer === "boolean") keys.set(q.question.trim(), q.answer ? "True" : "False")
    }
  } catch {
    // Not a quiz.
  }
}

/** The check's answer: the questions read back from its prompt ("1. …" and "   a) …" lines), each answered by `checker`. */
const checkAnswer = (request: RecordedRequest, keys: Map<string, string>, checker: Checker): string => {
  const user = [...(request.body?.messages ?? [])].reverse().find((m: any) => m.role === "user")?.content ?? ""
  const questions: { question: string; options: string[] }[] = []
  for (const line of String(user).split("\n")) {
    const question = /^(\d+)\. (.*)$/.exec(line)
    const option = /^\s+([a-e])\) (.*)$/.exec(line)
    if (question) questions.push({ question: question[2]!.trim(), options: [] })
    else if (option && questions.length > 0) questions.at(-1)!.options.push(option[2]!.trim())
  }
  const answers = questions.map((q, i) => {
    const picked = checker({ ...q, key: keys.get(q.question) })
    return { number: i + 1, option: "abcde"[Math.max(0, q.options.indexOf(picked))] }
  })
  return JSON.stringify({ answers })
}

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    req.on("error", reject)
  })

let counter = 0

const sendCompletion = (res: ServerResponse, request: RecordedRequest, content: string) => {
  const id = `chatcmpl-fake-${++counter}`
  const created = Math.floor(Date.now() / 1000)
  const model = String(request.body?.model ?? "fake")
  if (request.body?.stream === true) {
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" })
    const chunk = (delta: object, finish: string | null) =>
      `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`
    res.write(chunk({ role: "assistant", content: "" }, null))
    for (const piece of content.match(/\S+\s*|\s+/g) ?? []) res.write(chunk({ content: piece }, null))
    res.write(chunk({}, "stop"))
    // Asked for, the usage follows in a chunk of its own, as OpenAI sends it.
    if (request.body?.stream_options?.include_usage === true)
      res.write(
        `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices: [], usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } })}\n\n`,
      )
    res.end("data: [DONE]\n\n")
    return
  }
  res.writeHead(200, { "content-type": "application/json" })
  res.end(
    JSON.stringify({
      id,
      object: "chat.completion",
      created,
      model,
      choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, finish_reason: "stop", logprobs: null }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    }),
  )
}

export const startFakeOpenAI = async (): Promise<FakeOpenAI> => {
  const requests: RecordedRequest[] = []
  const checks: RecordedRequest[] = []
  // The keys of every quiz this fake has written, by question text.
  const keys = new Map<string, string>()
  let checker: Checker = (q) => q.key ?? q.options[0] ?? ""
  let accepted: readonly string[] = ["json_schema", "json_object"]
  let handler: ((request: RecordedRequest) => FakeAnswer) | undefined
  let queue: FakeReply[] = []
  const timers = new Set<NodeJS.Timeout>()

  const answerFor = (request: RecordedRequest): FakeAnswer => {
    const next = queue.shift()
    if (next !== undefined) return typeof next === "function" ? next(request) : next
    return handler ? handler(request) : defaultReply(request)
  }

  // A test server: a failure here shows up as the client's failed request.
  // eslint-disable-next-line @typescript-eslint/no-misused-promises
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://fake").pathname
    if (req.method !== "POST" || (path !== "/v1/chat/completions" && path !== "/chat/completions")) {
      res.writeHead(404, { "content-type": "application/json" })
      res.end(JSON.stringify({ error: { message: `No fake endpoint ${req.method} ${path}` } }))
      return
    }
    const text = await readBody(req)
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      res.writeHead(400, { "content-type": "application/json" })
      res.end(JSON.stringify({ error: { message: "Body is not JSON" } }))
      return
    }
    const request: RecordedRequest = { path, headers: req.headers, body }
    const format = (body as any)?.response_format?.type as string | undefined
    if (format !== undefined && !accepted.includes(format)) {
      requests.push(request)
      res.writeHead(400, { "content-type": "application/json" })
      res.end(JSON.stringify({ error: { message: `response_format type ${format} is not supported`, type: "invalid_request_error", code: null } }))
      return
    }
    const isCheck = isCheckRequest(body)
    ;(isCheck ? checks : requests).push(request)
    const answer = isCheck ? { content: checkAnswer(request, keys, checker) } : answerFor(request)
    if ("content" in answer) learnKeys(answer.content, keys)
    const send = () => {
      if (res.destroyed) return
      if ("status" in answer) {
        res.writeHead(answer.status, { "content-type": "application/json" })
        res.end(JSON.stringify({ error: { message: answer.error ?? "error", type: "server_error", code: null } }))
      } else sendCompletion(res, request, answer.content)
    }
    if (!answer.delayMs) return send()
    const timer = setTimeout(() => {
      timers.delete(timer)
      send()
    }, answer.delayMs)
    timers.add(timer)
    // The client gave up: stop waiting for it.
    res.on("close", () => {
      clearTimeout(timer)
      timers.delete(timer)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    checks,
    checker(next) {
      checker = next
    },
    acceptFormats(types) {
      accepted = [...types]
    },
    script(script) {
      if (typeof script === "function") {
        handler = script
        queue = []
      } else {
        handler = undefined
        queue = [...script]
      }
    },
    reset() {
      handler = undefined
      queue = []
      requests.length = 0
      checks.length = 0
      checker = (q) => q.key ?? q.options[0] ?? ""
      accepted = ["json_schema", "json_object"]
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer)
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
