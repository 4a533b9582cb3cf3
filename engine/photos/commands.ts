// Saving a photo checks that its image is a stored upload, then puts its category on the
// photo list (after the photo, so a refused photo adds nothing).
import { handleCommand } from "#engine/command.ts"
import { Invalid } from "#engine/domain-errors.ts"
import * as Messages from "#schemas/messages.ts"

import { canonicalCategory, ensureCategory } from "../categories/commands.ts"
import type { ContentDeps } from "../content/entity.ts"
import { type DeletePhoto, photoDecider, photoStream, preparePhoto, type SavePhoto } from "./photo.ts"

export type PhotoDeps = ContentDeps & {
  /** True when the media id names a stored upload. */
  readonly mediaExists: (mediaId: string) => Promise<boolean>
}

const save = async (deps: PhotoDeps, command: SavePhoto, type: "AddPhoto" | "UpdatePhoto") => {
  const photo = preparePhoto(command.input, command.addedBy)
  if (!(await deps.mediaExists(photo.image))) throw new Invalid(Messages.imageUnknown)
  const category = await canonicalCategory(deps, "photo", photo.category)
  const prepared = { type, ...command, input: { ...command.input, image: photo.image, category } }
  const result = await handleCommand(deps, photoStream(command.photoId), photoDecider, prepared)
  await ensureCategory(deps, "photo", category, command.now)
  return result
}

export const addPhoto = (deps: PhotoDeps, command: SavePhoto) => save(deps, command, "AddPhoto")

export const updatePhoto = (deps: PhotoDeps, command: SavePhoto) => save(deps, command, "UpdatePhoto")

export const deletePhoto = (deps: ContentDeps, command: DeletePhoto) =>
  handleCommand(deps, photoStream(command.photoId), photoDecider, { type: "DeletePhoto", ...command })
