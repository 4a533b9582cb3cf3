/** A moment as the owner's browser writes it, to the second (a retry may be seconds away). */
export const when = (iso: string): string => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "medium" })
