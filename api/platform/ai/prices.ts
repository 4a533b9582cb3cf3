// What the AI provider's calls cost, from AI_PRICES: per model, a price per million tokens sent
// (the prompt) and received (the answer), in whatever currency the operator pays in. A model
// without a price costs nothing we can know: its tokens are shown, its cost is not, and it does
// not count against AI_MONTHLY_BUDGET.

export interface ModelPrice {
  /** Per million prompt tokens. */
  readonly input: number
  /** Per million answer tokens. */
  readonly output: number
}

export type Prices = ReadonlyMap<string, ModelPrice>

const ENTRY = /^\s*([^=,\s][^=,]*?)\s*=\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)\s*$/

/** "gpt-4o-mini=0.15/0.6, llama3.1=0/0" as prices, or null when any entry is not `model=input/output`. */
export const parsePrices = (text: string): Prices | null => {
  const prices = new Map<string, ModelPrice>()
  for (const entry of text.split(",").filter((e) => e.trim() !== "")) {
    const match = ENTRY.exec(entry)
    if (!match) return null
    prices.set(match[1]!, { input: Number(match[2]), output: Number(match[3]) })
  }
  return prices
}

/** The cost of tokens on a model, or null when the model has no price. */
export const costOf = (prices: Prices, model: string, promptTokens: number, completionTokens: number): number | null => {
  const price = prices.get(model)
  return price === undefined ? null : (promptTokens * price.input + completionTokens * price.output) / 1_000_000
}
