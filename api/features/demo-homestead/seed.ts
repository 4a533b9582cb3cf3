// First start on an empty store: a small demo homestead (posts, journal entries, recipes,
// videos and drawn photos), written as ordinary events through the content commands and
// the media pipeline, so the owner edits or deletes it like anything else.
//
// Seeded at most once per store: a node claims the seeding by appending SiteSeeded to the
// marker stream expecting no stream. A second node starting at the same moment loses that
// append and skips; a later start sees the marker and skips, even if the owner has since
// deleted everything. A store that already holds content (posts, recipes, photos, videos,
// or category lists, which outlive deleted entries) is never seeded. HOMESTEAD_SEED=off skips it all.
import { randomUUID } from "node:crypto"

import type { Kysely } from "kysely"

import { type MediaStorage, storeUpload } from "#api/features/media/public.ts"
import { DEFAULT_OWNER_USERNAME } from "#api/features/site-owner/public.ts"
import type { Logger } from "#api/platform/log/logger.ts"
import { categoriesStream } from "#engine/categories/categories.ts"
import { type CommandDeps, toNewEvent } from "#engine/command.ts"
import { type EventStore, WrongExpectedRevision } from "#engine/eventstore/port.ts"
import { addPhoto } from "#engine/photos/commands.ts"
import { createPost } from "#engine/posts/commands.ts"
import { createRecipe } from "#engine/recipes/commands.ts"
import { addVideo } from "#engine/videos/commands.ts"
import type { DB } from "#projections/db.ts"
import { mediaExists } from "#projections/media/media.queries.ts"
import { PHOTOS_TABLE } from "#projections/photos/photos.tables.ts"
import { POSTS_TABLE } from "#projections/posts/posts.tables.ts"
import { RECIPES_TABLE } from "#projections/recipes/recipes.tables.ts"
import { firstSiteUser } from "#projections/site-owner/site-users.queries.ts"
import { VIDEOS_TABLE } from "#projections/videos/videos.tables.ts"
import { PHOTO_MAX_BYTES } from "#schemas/api/media.ts"
import { CATEGORY_KINDS } from "#schemas/events/categories.ts"
import { SITE_SEED_STREAM, type SiteSeeded } from "#schemas/events/site-seed.ts"

import { DEMO_PHOTOS } from "./photos.ts"
import { DEMO_AUTHOR, DEMO_POSTS } from "./posts.ts"
import { DEMO_RECIPES } from "./recipes.ts"
import { drawScene, type SceneName } from "./scenes.ts"
import { DEMO_VIDEOS } from "./videos.ts"

const DAY_MS = 24 * 60 * 60 * 1000

export interface DemoSeedDeps {
  /** HOMESTEAD_SEED: off skips the seeding. */
  readonly seed: boolean
  /** The content and site-user read models. */
  readonly db: Kysely<DB>
  /** The seed's marker stream and the category lists. */
  readonly store: EventStore
  /** The content and media commands. */
  readonly commands: CommandDeps
  readonly media: MediaStorage
  /** OWNER_USERNAME, the demo photos' uploader when no owner exists yet. */
  readonly ownerUsername: string | undefined
  readonly log: Pick<Logger, "info">
}

/** True once anything was ever published, so a site in use is never seeded. */
export const hasContent = async (deps: Pick<DemoSeedDeps, "db" | "store">): Promise<boolean> => {
  for (const table of [POSTS_TABLE, RECIPES_TABLE, PHOTOS_TABLE, VIDEOS_TABLE] as const) {
    if (await deps.db.selectFrom(table).select("id").limit(1).executeTakeFirst()) return true
  }
  for (const kind of CATEGORY_KINDS) {
    if ((await deps.store.readStream(categoriesStream(kind), { maxCount: 1 })).length > 0) return true
  }
  return false
}

/** Appends the marker if no node did yet; false when another start got there first. */
const claimSeeding = async (store: EventStore, now: Date): Promise<boolean> => {
  const marker: SiteSeeded = { type: "SiteSeeded", seed: "demo-homestead", at: now.toISOString() }
  try {
    await store.append(SITE_SEED_STREAM, [toNewEvent(marker)], "no_stream")
    return true
  } catch (error) {
    if (error instanceof WrongExpectedRevision) return false
    throw error
  }
}

export interface SeedSummary {
  readonly posts: number
  readonly recipes: number
  readonly videos: number
  readonly photos: number
}

/** Writes the demo homestead; the caller has claimed the seeding. */
export const writeDemoHomestead = async (deps: Omit<DemoSeedDeps, "seed" | "log">, now = new Date()): Promise<SeedSummary> => {
  const { commands } = deps
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS)
  const owner = await firstSiteUser(deps.db)
  const addedBy = owner?.username ?? deps.ownerUsername ?? DEFAULT_OWNER_USERNAME

  // Oldest first, so every list's "newest" is the newest demo item.
  const images = new Map<SceneName, string>()
  for (const photo of [...DEMO_PHOTOS].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const at = ago(photo.daysAgo)
    const upload = await storeUpload(deps, await drawScene(photo.scene), { maxBytes: PHOTO_MAX_BYTES, uploadedBy: "owner" }, at)
    const mediaId = upload.result.id
    images.set(photo.scene, `/media/${mediaId}/public.webp`)
    await addPhoto(
      { ...commands, mediaExists: (id) => mediaExists(deps.db, id) },
      {
        photoId: randomUUID(),
        input: { title: photo.title, description: photo.description, category: photo.category, image: mediaId, cloudflareId: null },
        addedBy,
        now: at,
      },
    )
  }
  const imagesOf = (scenes: readonly SceneName[]) => scenes.map((s) => images.get(s)).filter((u): u is string => u !== undefined)

  for (const { daysAgo, ...input } of [...DEMO_VIDEOS].sort((a, b) => b.daysAgo - a.daysAgo)) {
    await addVideo(commands, { videoId: randomUUID(), input, now: ago(daysAgo) })
  }
  for (const { daysAgo, photos, ...recipe } of [...DEMO_RECIPES].sort((a, b) => b.daysAgo - a.daysAgo)) {
    await createRecipe(commands, { recipeId: randomUUID(), input: { ...recipe, images: imagesOf(photos) }, now: ago(daysAgo) })
  }
  for (const post of [...DEMO_POSTS].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const input = {
      title: post.title,
      name: DEMO_AUTHOR,
      body: post.body,
      images: imagesOf(post.photos),
      video: post.video,
      isjournal: post.isjournal,
      tags: [],
      draft: false,
      markdown: "",
      publishAt: "",
    }
    await createPost(commands, { postId: randomUUID(), input, now: ago(post.daysAgo) })
  }
  return { posts: DEMO_POSTS.length, recipes: DEMO_RECIPES.length, videos: DEMO_VIDEOS.length, photos: DEMO_PHOTOS.length }
}

export const seedDemoHomestead = async (deps: DemoSeedDeps): Promise<SeedSummary | undefined> => {
  if (!deps.seed) return undefined
  if ((await deps.store.readStream(SITE_SEED_STREAM, { maxCount: 1 })).length > 0) return undefined
  if (await hasContent(deps)) return undefined
  const now = new Date()
  if (!(await claimSeeding(deps.store, now))) return undefined
  const summary = await writeDemoHomestead(deps, now)
  deps.log.info(
    summary,
    `Demo homestead seeded: ${summary.posts} posts and journal entries, ${summary.recipes} recipes, ${summary.videos} videos, ${summary.photos} photos (HOMESTEAD_SEED=off skips this on a new store).`,
  )
  return summary
}
