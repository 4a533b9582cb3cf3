// A tiny anti-aliased RGB canvas for the demo photos. The media pipeline refuses SVG (and
// so does sharp's decoder there), so the pictures are drawn as pixels here and handed to
// the pipeline as an ordinary JPEG upload.

export type Rgb = readonly [number, number, number]

export const hex = (color: string): Rgb => {
  const n = parseInt(color.replace("#", ""), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]

const smooth = (edge: number) => Math.min(1, Math.max(0, 0.5 - edge))

export class Canvas {
  readonly pixels: Float32Array

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Float32Array(width * height * 3)
  }

  /** Blends `color` into one pixel with coverage `alpha` (0–1). */
  plot(x: number, y: number, color: Rgb, alpha: number): void {
    if (alpha <= 0 || x < 0 || y < 0 || x >= this.width || y >= this.height) return
    const i = (y * this.width + x) * 3
    const a = Math.min(1, alpha)
    this.pixels[i] = this.pixels[i]! + (color[0] - this.pixels[i]!) * a
    this.pixels[i + 1] = this.pixels[i + 1]! + (color[1] - this.pixels[i + 1]!) * a
    this.pixels[i + 2] = this.pixels[i + 2]! + (color[2] - this.pixels[i + 2]!) * a
  }

  /** Top-to-bottom gradient through evenly spaced stops. */
  verticalGradient(stops: readonly Rgb[], from = 0, to = this.height): void {
    for (let y = Math.max(0, Math.floor(from)); y < Math.min(this.height, to); y++) {
      const t = ((y - from) / Math.max(1, to - from)) * (stops.length - 1)
      const k = Math.min(stops.length - 2, Math.floor(t))
      const color = mix(stops[k]!, stops[k + 1]!, t - k)
      for (let x = 0; x < this.width; x++) this.plot(x, y, color, 1)
    }
  }

  /** Fills below the curve y = top(x) down to `bottom`, the curve's edge anti-aliased. */
  fillBelow(top: (x: number) => number, color: Rgb | ((x: number, y: number) => Rgb), bottom = this.height): void {
    for (let x = 0; x < this.width; x++) {
      const edge = top(x + 0.5)
      for (let y = Math.max(0, Math.floor(edge)); y < Math.min(this.height, bottom); y++) {
        const c = typeof color === "function" ? color(x, y) : color
        this.plot(x, y, c, Math.min(1, y + 1 - edge))
      }
    }
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, color: Rgb | ((x: number, y: number) => Rgb), alpha = 1): void {
    for (let y = Math.floor(cy - ry - 1); y <= cy + ry + 1; y++) {
      for (let x = Math.floor(cx - rx - 1); x <= cx + rx + 1; x++) {
        const dx = (x + 0.5 - cx) / rx
        const dy = (y + 0.5 - cy) / ry
        const d = (Math.sqrt(dx * dx + dy * dy) - 1) * Math.min(rx, ry)
        const c = typeof color === "function" ? color(x, y) : color
        this.plot(x, y, c, smooth(d) * alpha)
      }
    }
  }

  circle(cx: number, cy: number, r: number, color: Rgb | ((x: number, y: number) => Rgb), alpha = 1): void {
    this.ellipse(cx, cy, r, r, color, alpha)
  }

  /** A soft radial glow fading from `alpha` at the centre to nothing at `r`. */
  glow(cx: number, cy: number, r: number, color: Rgb, alpha: number): void {
    for (let y = Math.floor(cy - r); y <= cy + r; y++) {
      for (let x = Math.floor(cx - r); x <= cx + r; x++) {
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy) / r
        if (d < 1) this.plot(x, y, color, alpha * (1 - d) * (1 - d))
      }
    }
  }

  /** A round-capped line of the given width. */
  line(x1: number, y1: number, x2: number, y2: number, width: number, color: Rgb, alpha = 1): void {
    const r = width / 2
    const dx = x2 - x1
    const dy = y2 - y1
    const length2 = dx * dx + dy * dy || 1
    for (let y = Math.floor(Math.min(y1, y2) - r - 1); y <= Math.max(y1, y2) + r + 1; y++) {
      for (let x = Math.floor(Math.min(x1, x2) - r - 1); x <= Math.max(x1, x2) + r + 1; x++) {
        const t = Math.max(0, Math.min(1, ((x + 0.5 - x1) * dx + (y + 0.5 - y1) * dy) / length2))
        const d = Math.hypot(x + 0.5 - (x1 + t * dx), y + 0.5 - (y1 + t * dy)) - r
        this.plot(x, y, color, smooth(d) * alpha)
      }
    }
  }

  /** A polyline through points, each segment as `line`. */
  path(points: readonly (readonly [number, number])[], width: number, color: Rgb, alpha = 1): void {
    for (let i = 1; i < points.length; i++) this.line(points[i - 1]![0], points[i - 1]![1], points[i]![0], points[i]![1], width, color, alpha)
  }

  rect(x: number, y: number, w: number, h: number, color: Rgb | ((x: number, y: number) => Rgb), alpha = 1): void {
    for (let py = Math.max(0, Math.floor(y)); py < Math.min(this.height, y + h); py++) {
      for (let px = Math.max(0, Math.floor(x)); px < Math.min(this.width, x + w); px++) {
        this.plot(px, py, typeof color === "function" ? color(px, py) : color, alpha)
      }
    }
  }

  /** A filled triangle (anti-aliased by 4× supersampling on its edges). */
  triangle(a: readonly [number, number], b: readonly [number, number], c: readonly [number, number], color: Rgb, alpha = 1): void {
    const edge = (p: readonly [number, number], q: readonly [number, number], x: number, y: number) => (q[0] - p[0]) * (y - p[1]) - (q[1] - p[1]) * (x - p[0])
    const area = edge(a, b, c[0], c[1])
    const inside = (x: number, y: number) => {
      const w0 = edge(b, c, x, y) * area
      const w1 = edge(c, a, x, y) * area
      const w2 = edge(a, b, x, y) * area
      return w0 >= 0 && w1 >= 0 && w2 >= 0
    }
    for (let y = Math.floor(Math.min(a[1], b[1], c[1])); y <= Math.max(a[1], b[1], c[1]); y++) {
      for (let x = Math.floor(Math.min(a[0], b[0], c[0])); x <= Math.max(a[0], b[0], c[0]); x++) {
        let hits = 0
        for (const [sx, sy] of [
          [0.25, 0.25],
          [0.75, 0.25],
          [0.25, 0.75],
          [0.75, 0.75],
        ] as const)
          if (inside(x + sx, y + sy)) hits++
        this.plot(x, y, color, (hits / 4) * alpha)
      }
    }
  }

  /** Film-like grain and a soft vignette, so flat shapes read as a photograph. */
  finish(random: () => number, grain = 6, vignette = 0.28): void {
    const cx = this.width / 2
    const cy = this.height / 2
    const maxD2 = cx * cx + cy * cy
    // The vignette's darkening by squared distance, from a table: Math.pow and Math.hypot
    // per pixel were most of a first start's seeding time.
    const steps = 4096
    const darkening = new Float32Array(steps + 1)
    for (let s = 0; s <= steps; s++) darkening[s] = 1 - vignette * Math.pow(s / steps, 1.1)
    for (let y = 0; y < this.height; y++) {
      const dy2 = (y - cy) * (y - cy)
      for (let x = 0; x < this.width; x++) {
        const i = (y * this.width + x) * 3
        const v = darkening[Math.round((((x - cx) * (x - cx) + dy2) / maxD2) * steps)]!
        const n = (random() - 0.5) * grain
        this.pixels[i] = this.pixels[i]! * v + n
        this.pixels[i + 1] = this.pixels[i + 1]! * v + n
        this.pixels[i + 2] = this.pixels[i + 2]! * v + n
      }
    }
  }

  /** The picture as a JPEG, the way a camera or phone would upload it. */
  async toJpeg(): Promise<Buffer> {
    // Loaded here, on a first start's seeding, rather than by every start of the server.
    const { default: sharp } = await import("sharp")
    // A clamped array rounds and clamps each value to 0–255 as it is copied in.
    const clamped = new Uint8ClampedArray(this.pixels.length)
    clamped.set(this.pixels)
    const bytes = Buffer.from(clamped.buffer)
    return sharp(bytes, { raw: { width: this.width, height: this.height, channels: 3 } })
      .jpeg({ quality: 88 })
      .toBuffer()
  }
}
