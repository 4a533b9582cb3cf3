import { useContentMutation, type ContentTag } from "../../content/queries.ts"
import { notifyError, notifySuccess } from "../../ui/notify.ts"

/**
 * Deleting a content entry: ask first (docs/product.md §5), then delete, refresh its lists and toast the result; a failure
 * shows the server's message.
 */
export function useDelete(tag: ContentTag, remove: (id: string) => Promise<unknown>, question: string, done: string) {
  const mutation = useContentMutation(tag, remove)
  const run = async (id: string) => {
    if (!window.confirm(question)) return
    try {
      await mutation.mutateAsync(id)
      notifySuccess(done)
    } catch (error) {
      notifyError(error)
    }
  }
  return { run, pendingId: mutation.isPending ? mutation.variables : undefined }
}
