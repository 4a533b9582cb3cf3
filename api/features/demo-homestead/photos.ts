// The demo gallery: what each drawn picture is called, where it goes, and what it says.
import type { SceneName } from "./scenes.ts"

export interface DemoPhoto {
  readonly scene: SceneName
  readonly title: string
  readonly category: string
  readonly description: string
  /** Days before the seeding, so the gallery and carousel have an order. */
  readonly daysAgo: number
}

export const DEMO_PHOTOS: readonly DemoPhoto[] = [
  {
    scene: "valley",
    title: "The valley we dream about",
    category: "Champlain Valley",
    description: "Pines, a lake and a red barn: the picture on our fridge while we save for the move.",
    daysAgo: 58,
  },
  {
    scene: "sunrise",
    title: "Sunrise over the raised beds",
    category: "Garden",
    description: "Six a.m. is the best hour in a Las Vegas summer. The beds get watered before the heat arrives.",
    daysAgo: 41,
  },
  {
    scene: "drip",
    title: "Drip line on the squash",
    category: "Garden",
    description: "Half-gallon emitters under the mulch, one per plant. The wet circles stay small and the leaves stay dry.",
    daysAgo: 33,
  },
  {
    scene: "sourdough",
    title: "Saturday's sourdough",
    category: "Kitchen",
    description: "Seventy-five percent hydration, a long cold proof and a good ear.",
    daysAgo: 19,
  },
  {
    scene: "hens",
    title: "Hens in the afternoon shade",
    category: "Chickens",
    description: "Under the shade cloth with a frozen water dish. Nobody is laying in this heat, and that is fine.",
    daysAgo: 9,
  },
  {
    scene: "tomatoes",
    title: "First real tomato harvest",
    category: "Garden",
    description: "Celebrity, Early Girl and a handful of Sun Golds from the east bed.",
    daysAgo: 3,
  },
]
