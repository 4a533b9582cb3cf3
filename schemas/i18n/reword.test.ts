import { describe, expect, it } from "vitest"

import { reworded } from "./reword.ts"

// An area of English words and the same area in another language, as the catalogue holds them.
const english = {
  saved: "Saved",
  welcome: (name: string) => `Welcome, ${name}`,
  renamed: (from: string, to: string) => `Renamed “${from}” to “${to}”`,
  members: (n: number) => `${n} member${n === 1 ? "" : "s"}`,
  limit: (max: number) => `Up to ${max.toLocaleString("en")} characters.`,
  sum: (a: number, b: number) => `${a} and ${b} make ${a + b}`,
  joined: (names: readonly string[]) => `Joined: ${names.join(", ")}`,
  bare: (value: string) => `${value}`,
}
const other = {
  saved: "Guardado",
  welcome: (name: string) => `Hola, ${name}`,
  renamed: (from: string, to: string) => `«${from}» ahora se llama «${to}»`,
  members: (n: number) => `${n} ${n === 1 ? "miembro" : "miembros"} (${typeof n})`,
  limit: (max: number) => `Hasta ${max.toLocaleString("es")} caracteres (${typeof max}).`,
  sum: (a: number, b: number) => `${a} y ${b} suman ${a + b}`,
  joined: (names: readonly string[]) => `Unidos: ${names.join(", ")}`,
  bare: (value: string) => `«${value}»`,
}

describe("an English message in another language's words", () => {
  it("rewords a fixed message", () => {
    expect(reworded(english, other, "Saved")).toBe("Guardado")
  })

  it("rewords a message with one value, and with two, in the order the other language puts them", () => {
    expect(reworded(english, other, "Welcome, Ana María")).toBe("Hola, Ana María")
    expect(reworded(english, other, "Renamed “Herbs” to “Spices”")).toBe("«Herbs» ahora se llama «Spices»")
  })

  it("gives a number back as a number", () => {
    expect(reworded(english, other, "12 members")).toBe("12 miembros (number)")
    expect(reworded(english, other, "Up to 10,000 characters.")).toBe("Hasta 10.000 caracteres (number).")
  })

  it("leaves a message it cannot name as it is", () => {
    expect(reworded(english, other, "Something else entirely")).toBe("Something else entirely")
    expect(reworded(english, other, "Welcome,")).toBe("Welcome,")
    // a shape only the stand-ins' words can make: the values must give back the same words
    expect(reworded(english, other, "Renamed “a” to “b” twice")).toBe("Renamed “a” to “b” twice")
  })

  it("rewords a message of numbers whose words change with them, by trying the numbers it shows", () => {
    // the singular is another shape than the one the stand-ins make
    expect(reworded(english, other, "1 member")).toBe("1 miembro (number)")
    // a number reworked from others the message shows
    expect(reworded(english, other, "1 and 2 make 3")).toBe("1 y 2 suman 3")
    // numbers that no function gives back as these words
    expect(reworded(english, other, "1 and 2 make 4")).toBe("1 and 2 make 4")
  })

  it("leaves a message whose values the words do not show as they were given", () => {
    // a list joined, and a message of a value alone, have no shape, and are not numbers
    expect(reworded(english, other, "Joined: a, b")).toBe("Joined: a, b")
    expect(reworded(english, other, "anything")).toBe("anything")
  })
})
