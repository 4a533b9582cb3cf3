// The demo videos. The links have YouTube's form; the site's player shows nothing from
// YouTube until a visitor clicks, so seeding them touches no network.
import type { VideoInput } from "#engine/videos/video.ts"

export const DEMO_VIDEOS: readonly (VideoInput & { readonly daysAgo: number })[] = [
  {
    title: "Building a drip system for a desert backyard",
    video: "https://www.youtube.com/watch?v=Qm7dRt2vXo4",
    category: "Garden",
    description: "Mainline, half-inch tubing, emitters and a timer: a whole backyard on one spigot, step by step.",
    daysAgo: 45,
  },
  {
    title: "Keeping chickens cool at 115°F",
    video: "https://www.youtube.com/watch?v=Hk3pLw9sYcE",
    category: "Chickens",
    description: "Shade cloth, misters, frozen treats and the signs of a hen in trouble.",
    daysAgo: 14,
  },
  {
    title: "Shaping a boule, start to finish",
    video: "https://youtu.be/Bt5nXe8rJ0w",
    category: "Kitchen",
    description: "Pre-shape, bench rest, final shape and into the banneton, in real time.",
    daysAgo: 6,
  },
]
