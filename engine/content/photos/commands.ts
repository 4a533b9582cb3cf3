// Saving a photo checks that its image is a stored upload, then puts its category on the
// photo list (after the photo, so a refused photo adds nothing).
import { Messages } from "../../../schemas/messages.ts"
import { handleCommand } from "../../command.ts"
import { Invalid } from "../../domain-errors.ts"
import { canonicalCategory, ensureCategory } from "../categories/commands.ts"
import type { ContentDeps } from "../entity.ts"
import { decideAddPhoto, decideDeletePhoto, decideUpdatePhoto, photoAggregate, photoStream, preparePhoto, type SavePhoto } from "./photo.ts"

export type PhotoDeps = ContentDeps & {
  /** True when the media id names a stored upload. */
  readonly mediaExists: (mediaId: string) => Promise<boolean>
}

const save = async (deps: PhotoDeps, command: SavePhoto, decide: typeof decideAddPhoto) => {
  const photo = preparePhoto(command.input, command.addedBy)
  if (!(await deps.mediaExists(photo.image))) throw new Invalid(Messages.imageUnknown)
  const category = await canonicalCategory(deps, "photo", photo.category)
  const prepared = { ...command, input: { ...command.input, image: photo.image, category } }
  const result = await handleCommand(deps, photoStream(command.photoId), photoAggregate, (state) => decide(prepared, state))
  await ensureCategory(deps, "photo", category, command.now)
  return result
}

export const addPhoto = (deps: PhotoDeps, command: SavePhoto) => save(deps, command, decideAddPhoto)

export const updatePhoto = (deps: PhotoDeps, command: SavePhoto) => save(deps, command, decideUpdatePhoto)

export const deletePhoto = (deps: ContentDeps, command: { readonly photoId: string; readonly now: Date }) =>
  handleCommand(deps, photoStream(command.photoId), photoAggregate, (state) => decideDeletePhoto(command, state))
