// uWebSockets.js reports peers as 16-byte addresses written out in full
// ("0000:…:ffff:7f00:0001") and node:http as "::ffff:127.0.0.1"; make both the usual short
// text ("127.0.0.1", "::1").
const MAPPED_V4 = "0000:0000:0000:0000:0000:ffff:"
const SHORT_MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i

export const normalizePeerAddress = (raw: string): string => {
  const mapped = SHORT_MAPPED_V4.exec(raw)
  if (mapped) return mapped[1]!
  if (raw.startsWith(MAPPED_V4)) {
    const [hi = "0", lo = "0"] = raw.slice(MAPPED_V4.length).split(":")
    const a = parseInt(hi, 16)
    const b = parseInt(lo, 16)
    return `${a >> 8}.${a & 255}.${b >> 8}.${b & 255}`
  }
  const groups = raw.split(":")
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return raw
  const short = groups.map((g) => parseInt(g, 16).toString(16))
  // RFC 5952: the longest run (≥ 2) of zero groups becomes "::".
  let best = { start: -1, length: 0 }
  for (let i = 0; i < 8;) {
    if (short[i] !== "0") {
      i++
      continue
    }
    let j = i
    while (j < 8 && short[j] === "0") j++
    if (j - i > best.length) best = { start: i, length: j - i }
    i = j
  }
  if (best.length < 2) return short.join(":")
  return `${short.slice(0, best.start).join(":")}::${short.slice(best.start + best.length).join(":")}`
}
