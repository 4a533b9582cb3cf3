// ISO 8601 durations (PT1H30M, P1DT2H, PT90M) as a cook reads them ("1 hour 30 minutes").
const ISO_DURATION =
  /^P(?:(\d+(?:\.\d+)?)Y)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i

const MINUTES = { year: 525_600, month: 43_800, week: 10_080, day: 1_440, hour: 60, minute: 1 }

const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? "" : "s"}`

/** "1 hour 30 minutes" for PT1H30M (and for PT90M); "" for a zero duration; other text as it was written. */
export const durationText = (value: string): string => {
  const text = value.trim()
  const match = ISO_DURATION.exec(text)
  if (!match || text === "P" || text.toUpperCase() === "PT") return text
  const [years, months, weeks, days, hours, minutes, seconds] = match.slice(1).map((n) => Number(n ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  let total = Math.round(
    years * MINUTES.year + months * MINUTES.month + weeks * MINUTES.week + days * MINUTES.day + hours * MINUTES.hour + minutes + seconds / 60,
  )
  if (total === 0) return ""
  const parts: string[] = []
  const dayCount = Math.floor(total / MINUTES.day)
  total -= dayCount * MINUTES.day
  const hourCount = Math.floor(total / 60)
  const minuteCount = total - hourCount * 60
  if (dayCount > 0) parts.push(unit(dayCount, "day"))
  if (hourCount > 0) parts.push(unit(hourCount, "hour"))
  if (minuteCount > 0) parts.push(unit(minuteCount, "minute"))
  return parts.join(" ")
}
