// The photo aggregate (stream `photo-<id>`): an uploaded image with a title, a description
// and a category. The image must be a known upload; the command checks that before deciding.
import type { Decider } from "#engine/decider.ts"
import { type PhotoData, PhotoEvent } from "#schemas/events/photo.ts"
import * as Messages from "#schemas/messages.ts"

import { type EntityStatus, requireLive } from "../content/entity.ts"
import { requireCategory, requireText } from "../content/fields.ts"

export interface PhotoState {
  readonly status: EntityStatus
  readonly cloudflareId: string | null
}

export const photoStream = (photoId: string): string => `photo-${photoId}`

export interface PhotoInput {
  readonly title: string
  readonly description: string
  readonly category: string
  /** A media id returned by the upload. */
  readonly image: string
  readonly cloudflareId: string | null
}

export const preparePhoto = (input: PhotoInput, addedBy: string): PhotoData => ({
  title: requireText(input.title, "Title"),
  description: input.description.trim(),
  category: requireCategory(input.category),
  image: requireText(input.image, "Image"),
  name: addedBy,
  cloudflareId: input.cloudflareId,
})

export interface DeletePhoto {
  readonly photoId: string
  readonly now: Date
}

export interface SavePhoto {
  readonly photoId: string
  readonly input: PhotoInput
  /** The owner's username. */
  readonly addedBy: string
  readonly now: Date
}

const add = (command: SavePhoto, state: PhotoState): PhotoEvent[] =>
  state.status !== "none"
    ? []
    : [{ type: "PhotoAdded", photoId: command.photoId, ...preparePhoto(command.input, command.addedBy), at: command.now.toISOString() }]

const update = (command: SavePhoto, state: PhotoState): PhotoEvent[] => {
  requireLive(state.status, Messages.photoNotFound)
  const photo = preparePhoto(command.input, command.addedBy)
  return [{ type: "PhotoUpdated", photoId: command.photoId, ...photo, cloudflareId: photo.cloudflareId ?? state.cloudflareId, at: command.now.toISOString() }]
}

const remove = (command: DeletePhoto, state: PhotoState): PhotoEvent[] => {
  requireLive(state.status, Messages.photoNotFound)
  return [{ type: "PhotoDeleted", photoId: command.photoId, at: command.now.toISOString() }]
}

export type PhotoCommand = ({ readonly type: "AddPhoto" | "UpdatePhoto" } & SavePhoto) | ({ readonly type: "DeletePhoto" } & DeletePhoto)

export const photoDecider: Decider<PhotoCommand, PhotoState, PhotoEvent> = {
  decide: (command, state) => {
    switch (command.type) {
      case "AddPhoto":
        return add(command, state)
      case "UpdatePhoto":
        return update(command, state)
      case "DeletePhoto":
        return remove(command, state)
    }
  },
  evolve: (state, event) => (event.type === "PhotoDeleted" ? { ...state, status: "deleted" } : { status: "live", cloudflareId: event.cloudflareId }),
  initialState: { status: "none", cloudflareId: null },
  events: PhotoEvent,
}
