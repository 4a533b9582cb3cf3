// The provider against the fake OpenAI-compatible server: plain, JSON and streamed
// answers, and how failures are reported.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { type FakeOpenAI, replies, startFakeOpenAI } from "#test/support/fake-openai.ts"

import type { Config } from "../config.ts"
import { AiNotConfigured, AiTimeout, AiUnavailable } from "./errors.ts"
import { aiProvider, aiProviders, PROVIDER_ATTEMPTS } from "./provider.ts"

let fake: FakeOpenAI
let config: Config["ai"]
beforeAll(async () => {
  fake = await startFakeOpenAI()
  config = {
    baseUrl: `${fake.url}/v1`,
    apiKey: "sk-test",
    modelBasic: "small",
    modelHq: "large",
    timeoutMs: 10_000,
    checkAnswers: true,
    prices: new Map(),
    monthlyBudget: undefined,
  }
})
afterAll(() => fake?.close())
beforeEach(() => fake.reset())

const hello = [{ role: "user" as const, content: "Say hello" }]

describe("aiProvider", () => {
  it("needs the base URL, key and basic model, and the HQ model for high quality", () => {
    expect(() => aiProvider({ ...config, apiKey: undefined }, "basic")).toThrow(AiNotConfigured)
    expect(() => aiProvider({ ...config, modelHq: undefined }, "high_quality")).toThrow(Messages.aiModelNotConfigured("AI_MODEL_HQ"))
    expect(aiProvider(config, "high_quality").model).toBe("large")
  })

  it("answers plain text, and streams it in pieces", async () => {
    const provider = aiProvider(config, "basic")
    fake.script([replies.text("Hello there, homesteader."), replies.text("Hello there, homesteader.")])
    expect(await provider.chat(hello)).toBe("Hello there, homesteader.")
    const pieces: string[] = []
    for await (const piece of provider.chatStream(hello)) pieces.push(piece)
    expect(pieces.length).toBeGreaterThan(1)
    expect(pieces.join("")).toBe("Hello there, homesteader.")
    expect(fake.requests[1]!.body.stream).toBe(true)
    expect(fake.requests.map((r) => r.body.model)).toEqual(["small", "small"])
  })

  it("sends a strict JSON schema response format for chatJson", async () => {
    fake.script([replies.text('{"ok":true}')])
    const text = await aiProvider(config, "basic").chatJson(hello, { name: "answer", schema: { type: "object" } })
    expect(text).toBe('{"ok":true}')
    expect(fake.requests[0]!.body.response_format).toEqual({
      type: "json_schema",
      json_schema: { name: "answer", strict: true, schema: { type: "object" } },
    })
  })

  it("reports a time-out at once, without retrying", async () => {
    fake.script([replies.slow(2000, replies.text("late"))])
    await expect(aiProvider({ ...config, timeoutMs: 300 }, "basic").chat(hello)).rejects.toBeInstanceOf(AiTimeout)
    expect(fake.requests).toHaveLength(1)
  })

  it("retries server errors a bounded number of times, but not client errors", async () => {
    fake.script(() => ({ status: 500 }))
    await expect(aiProvider(config, "basic").chat(hello)).rejects.toBeInstanceOf(AiUnavailable)
    expect(fake.requests).toHaveLength(PROVIDER_ATTEMPTS)
    fake.reset()
    fake.script(() => ({ status: 401, error: "bad key" }))
    const error = await aiProvider(config, "basic")
      .chat(hello)
      .catch((e) => e)
    expect(error).toBeInstanceOf(AiUnavailable)
    expect(error.message).toBe(Messages.aiUnavailable)
    expect(error.detail).toContain("401")
    expect(fake.requests).toHaveLength(1)
  })

  it("asks a model that refuses a JSON schema for a JSON object, then by the prompt alone, and remembers", async () => {
    const format = { name: "answer", schema: { type: "object" } }
    const formatsSent = () => fake.requests.map((r) => r.body.response_format?.type ?? "none")
    fake.acceptFormats(["json_object"])
    const providers = aiProviders(config)
    fake.script([replies.text('{"ok":1}'), replies.text('{"ok":2}')])
    expect(await providers.provider("basic").chatJson(hello, format)).toBe('{"ok":1}')
    expect(await providers.provider("basic").chatJson(hello, format)).toBe('{"ok":2}')
    expect(formatsSent()).toEqual(["json_schema", "json_object", "json_object"])

    fake.reset()
    fake.acceptFormats([])
    fake.script([replies.text('{"ok":3}')])
    expect(await aiProviders(config).provider("basic").chatJson(hello, format)).toBe('{"ok":3}')
    expect(formatsSent()).toEqual(["json_schema", "json_object", "none"])
  })

  it("does not take another refusal for a refused format", async () => {
    fake.script(() => ({ status: 400, error: "The model does not exist" }))
    await expect(aiProvider(config, "basic").chatJson(hello, { name: "answer", schema: { type: "object" } })).rejects.toBeInstanceOf(AiUnavailable)
    expect(fake.requests).toHaveLength(1)
  })

  it("recovers when a retry succeeds", async () => {
    fake.script([replies.error(503), replies.text("Back again.")])
    expect(await aiProvider(config, "basic").chat(hello)).toBe("Back again.")
  })
})
