// The demo photos, drawn: a desert sunrise over the beds, hens in the shade, a tomato
// harvest, a sourdough loaf, a drip line on the squash, and the valley we are moving to.
// Seeded, so every start draws the same pictures.
import { seededRandom } from "#engine/quiz-play/seeded-random.ts"

import { Canvas, hex, type Rgb } from "./canvas.ts"

export const SCENE_WIDTH = 1200
export const SCENE_HEIGHT = 800

export type SceneName = "sunrise" | "hens" | "tomatoes" | "sourdough" | "drip" | "valley"

const scale = (c: Rgb, k: number): Rgb => [c[0] * k, c[1] * k, c[2] * k]

const sunrise = (c: Canvas, random: () => number) => {
  c.verticalGradient([hex("#27365f"), hex("#9c4f64"), hex("#e9825a"), hex("#ffd9a0")], 0, 560)
  c.glow(830, 470, 420, hex("#ffcf7d"), 0.7)
  c.circle(830, 470, 62, hex("#fff3d1"))
  c.fillBelow((x) => 440 + 42 * Math.sin(x / 140) + 24 * Math.sin(x / 53 + 1), hex("#9a6174"))
  c.fillBelow((x) => 500 + 28 * Math.sin(x / 90 + 2) + 14 * Math.sin(x / 37), hex("#62405a"))
  c.fillBelow(
    () => 560,
    (_x, y) => scale(hex("#d19a5f"), 1 - (y - 560) / 700),
  )
  for (const [top, height] of [
    [600, 70],
    [700, 90],
  ] as const) {
    c.rect(80, top, 1040, height, hex("#7a4a2a"))
    c.rect(92, top + 10, 1016, height - 20, hex("#3d2b21"))
    for (let x = 120; x < 1090; x += 46) {
      const r = 13 + random() * 8
      c.circle(x, top + height / 2, r, hex(random() < 0.5 ? "#4f8a3c" : "#6fae4f"))
      c.circle(x - r / 3, top + height / 2 - r / 3, r / 3, hex("#9fd67a"), 0.6)
    }
  }
}

const hen = (c: Canvas, x: number, y: number, s: number, body: Rgb, facing: 1 | -1) => {
  c.ellipse(x + 4 * s, y + 70 * s, 70 * s, 12 * s, hex("#7d5a3c"), 0.45)
  c.line(x - 12 * s, y + 30 * s, x - 16 * s, y + 68 * s, 5 * s, hex("#e0a030"))
  c.line(x + 12 * s, y + 30 * s, x + 10 * s, y + 68 * s, 5 * s, hex("#e0a030"))
  c.triangle([x - facing * 50 * s, y - 10 * s], [x - facing * 95 * s, y - 60 * s], [x - facing * 70 * s, y + 10 * s], scale(body, 0.8))
  c.ellipse(x, y, 62 * s, 42 * s, body)
  c.ellipse(x - facing * 8 * s, y + 4 * s, 34 * s, 20 * s, scale(body, 0.85))
  c.circle(x + facing * 52 * s, y - 40 * s, 22 * s, body)
  c.circle(x + facing * 50 * s, y - 64 * s, 8 * s, hex("#c8102e"))
  c.circle(x + facing * 60 * s, y - 62 * s, 7 * s, hex("#c8102e"))
  c.circle(x + facing * 70 * s, y - 26 * s, 7 * s, hex("#c8102e"))
  c.triangle([x + facing * 70 * s, y - 44 * s], [x + facing * 90 * s, y - 38 * s], [x + facing * 70 * s, y - 34 * s], hex("#f2b134"))
  c.circle(x + facing * 58 * s, y - 44 * s, 3.5 * s, hex("#1a1a1a"))
}

const hens = (c: Canvas, random: () => number) => {
  c.verticalGradient([hex("#f1d38a"), hex("#e2b36b"), hex("#c99858")], 0, 520)
  // the shade cloth's weave, in one pass
  const mesh = (x: number, y: number) => ((x + y) % 28 < 2 || (((x - y) % 28) + 28) % 28 < 2 ? 0.82 : 1)
  c.rect(0, 0, 1200, 520, (x, y) => scale(hex("#a88a5c"), mesh(x, y)), 0.55)
  c.fillBelow(
    () => 500,
    (_x, y) => scale(hex("#b48a5c"), 1 - (y - 500) / 1200),
  )
  for (let i = 0; i < 900; i++) c.circle(random() * 1200, 510 + random() * 290, 1 + random() * 2.5, hex(random() < 0.5 ? "#8d6a45" : "#d8b98c"), 0.7)
  c.ellipse(980, 640, 110, 28, hex("#7a8b93"))
  c.ellipse(980, 634, 92, 19, hex("#a9d1e4"))
  hen(c, 300, 560, 1.35, hex("#a0522d"), 1)
  hen(c, 640, 620, 1.6, hex("#f3ead8"), -1)
  hen(c, 860, 500, 0.95, hex("#3b3028"), 1)
}

const tomatoes = (c: Canvas, random: () => number) => {
  c.verticalGradient([hex("#8a5a2e"), hex("#6b4423")])
  for (let y = 0; y < 800; y += 22) c.line(0, y, 1200, y + 6, 8, hex("#a5743f"), 0.5)
  for (let x = 0; x < 1200; x += 36) c.line(x, 0, x - 10, 800, 10, hex("#5a3a1e"), 0.35)
  for (let i = 0; i < 9; i++) {
    const x = 80 + random() * 1040
    const y = 60 + random() * 680
    c.triangle([x, y], [x + 90, y + 20], [x + 30, y + 60], hex("#3f7d3a"))
  }
  for (let i = 0; i < 34; i++) {
    const x = 90 + random() * 1020
    const y = 90 + random() * 620
    const small = random() < 0.35
    const r = small ? 26 + random() * 10 : 58 + random() * 26
    const base = small ? hex(random() < 0.5 ? "#f4a300" : "#e85d04") : hex(random() < 0.8 ? "#c1121f" : "#d64933")
    c.ellipse(x + r * 0.15, y + r * 0.2, r, r * 0.9, hex("#2b1a10"), 0.35)
    c.ellipse(x, y, r, r * 0.9, (px, py) => scale(base, 1.1 - 0.35 * Math.min(1, Math.hypot(px - x + r * 0.3, py - y + r * 0.3) / (r * 1.6))))
    c.ellipse(x - r * 0.35, y - r * 0.35, r * 0.22, r * 0.14, hex("#fff4e6"), 0.55)
    for (let k = 0; k < 5; k++) {
      const a = (k / 5) * Math.PI * 2 + random()
      c.line(x, y - r * 0.82, x + Math.cos(a) * r * 0.35, y - r * 0.82 + Math.sin(a) * r * 0.2, Math.max(3, r * 0.08), hex("#2f6b2c"))
    }
  }
}

const sourdough = (c: Canvas, random: () => number) => {
  c.verticalGradient([hex("#5a3620"), hex("#7a4b2b"), hex("#5e3a22")])
  for (let y = 8; y < 800; y += 17 + random() * 20) c.line(0, y, 1200, y + random() * 10 - 5, 2 + random() * 3, hex("#3f2615"), 0.35)
  c.rect(140, 110, 920, 600, hex("#efe5d3"))
  for (let x = 160; x < 1060; x += 40) c.line(x, 110, x, 710, 3, hex("#c7b79c"), 0.35)
  c.ellipse(610, 440, 370, 250, hex("#3a2515"), 0.35)
  c.ellipse(600, 410, 360, 245, (x, y) => {
    const d = Math.min(1, Math.hypot((x - 600) / 360, (y - 410) / 245))
    return scale(hex("#c98c4e"), 1.15 - 0.55 * d * d)
  })
  // the score: an opened "ear" along the top of the loaf
  const arc = (r: number, dy: number) =>
    Array.from({ length: 40 }, (_, i) => {
      const a = Math.PI * (1.12 + (i / 39) * 0.76)
      return [600 + Math.cos(a) * 360 * r, 410 + dy + Math.sin(a) * 245 * r] as const
    })
  c.path(arc(0.55, 0), 30, hex("#efd2a4"))
  c.path(arc(0.55, 14), 10, hex("#6e3b1b"), 0.7)
  for (let i = 0; i < 2500; i++) {
    const a = random() * Math.PI * 2
    const d = Math.sqrt(random())
    c.circle(600 + Math.cos(a) * d * 330, 410 + Math.sin(a) * d * 220, 0.8 + random() * 1.6, hex("#fbf7ef"), 0.5)
  }
  c.ellipse(1000, 620, 60, 22, hex("#d9c7a5"))
  c.ellipse(1000, 612, 48, 14, hex("#f6f1e6"))
}

const drip = (c: Canvas, random: () => number) => {
  c.verticalGradient([hex("#5b4130"), hex("#3a2a1f")])
  for (let i = 0; i < 2200; i++)
    c.line(
      ...(() => {
        const x = random() * 1200
        const y = random() * 800
        const a = random() * Math.PI
        return [x, y, x + Math.cos(a) * 10, y + Math.sin(a) * 10] as const
      })(),
      2,
      hex(random() < 0.5 ? "#8b6a48" : "#2a1d14"),
      0.6,
    )
  const tube = Array.from({ length: 61 }, (_, i) => [i * 20, 470 + 60 * Math.sin(i / 9) - i * 1.2] as const)
  for (let i = 6; i < 61; i += 14) {
    const [x, y] = tube[i]!
    c.ellipse(x, y + 40, 110, 55, hex("#24170f"), 0.55)
    c.line(x, y + 8, x, y + 22, 8, hex("#111111"))
    c.ellipse(x, y + 34, 9, 12, hex("#8fc7ee"), 0.9)
    c.circle(x - 3, y + 30, 3, hex("#ffffff"), 0.8)
  }
  c.path(tube, 18, hex("#161616"))
  c.path(
    tube.map(([x, y]) => [x, y - 4] as const),
    4,
    hex("#5a5a5a"),
    0.7,
  )
  for (const [x, y, r] of [
    [260, 220, 150],
    [900, 190, 130],
    [560, 700, 170],
  ] as const) {
    for (let k = 0; k < 5; k++) {
      const a = (k / 5) * Math.PI * 2
      c.circle(x + Math.cos(a) * r * 0.55, y + Math.sin(a) * r * 0.45, r * 0.55, hex(k % 2 ? "#3f7f3a" : "#4e9444"))
    }
    for (let k = 0; k < 5; k++) {
      const a = (k / 5) * Math.PI * 2
      c.line(x, y, x + Math.cos(a) * r * 0.9, y + Math.sin(a) * r * 0.75, 5, hex("#8cc47a"), 0.6)
    }
    for (let k = 0; k < 5; k++) {
      const a = (k / 5) * Math.PI * 2 - Math.PI / 2
      c.triangle([x, y], [x + Math.cos(a - 0.3) * 40, y + Math.sin(a - 0.3) * 40], [x + Math.cos(a + 0.3) * 40, y + Math.sin(a + 0.3) * 40], hex("#f4b400"))
    }
    c.circle(x, y, 11, hex("#e07a00"))
  }
}

const valley = (c: Canvas, random: () => number) => {
  c.verticalGradient([hex("#4f86c6"), hex("#9cc3e6"), hex("#e4eef5")], 0, 470)
  for (let i = 0; i < 5; i++) {
    const x = random() * 1200
    const y = 60 + random() * 160
    for (let k = 0; k < 6; k++) c.ellipse(x + k * 38 - 100, y + Math.sin(k) * 10, 70, 28 + (k % 3) * 8, hex("#ffffff"), 0.55)
  }
  c.fillBelow((x) => 300 + 70 * Math.sin(x / 210 + 0.5) + 30 * Math.sin(x / 71), hex("#6f8fa6"))
  c.fillBelow((x) => 360 + 50 * Math.sin(x / 160 + 2) + 20 * Math.sin(x / 49), hex("#3f6b5a"))
  c.fillBelow(
    () => 460,
    (_x, y) => scale(hex("#5b8fb9"), 0.85 + 0.25 * ((y - 460) / 80)),
    540,
  )
  for (let y = 470; y < 540; y += 9) c.line(200 + random() * 600, y, 320 + random() * 700, y, 2, hex("#d9ecf7"), 0.45)
  c.fillBelow(
    (x) => 540 + 18 * Math.sin(x / 120),
    (_x, y) => scale(hex("#6fa34b"), 1.05 - (y - 540) / 700),
  )
  for (let i = 0; i < 26; i++) {
    const x = random() * 1200
    const base = 600 + random() * 200
    const h = 110 + random() * 150
    const green = hex(random() < 0.5 ? "#1f4d2b" : "#2b5f36")
    c.line(x, base, x, base - 20, 8, hex("#4a3324"))
    for (let t = 0; t < 3; t++)
      c.triangle([x, base - h + t * h * 0.22], [x - h * 0.28, base - 14 - (2 - t) * h * 0.18], [x + h * 0.28, base - 14 - (2 - t) * h * 0.18], green)
  }
  c.rect(880, 600, 130, 80, hex("#9b2d20"))
  c.triangle([866, 602], [945, 545], [1024, 602], hex("#3b3b3b"))
  c.rect(930, 640, 26, 40, hex("#f0e6d2"))
}

const DRAW: Record<SceneName, (c: Canvas, random: () => number) => void> = { sunrise, hens, tomatoes, sourdough, drip, valley }

/** One demo photo as JPEG bytes. */
export const drawScene = (name: SceneName): Promise<Buffer> => {
  const random = seededRandom(`demo-photo-${name}`)
  const canvas = new Canvas(SCENE_WIDTH, SCENE_HEIGHT)
  DRAW[name](canvas, random)
  canvas.finish(random)
  return canvas.toJpeg()
}
