import "./forms.css"

import type { UseQueryResult } from "@tanstack/react-query"
import type { ReactNode } from "react"
import { useNavigate } from "react-router-dom"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { useContentMutation } from "#web/content/dashboard/mutations.ts"
import type { ContentTag } from "#web/content/queries.ts"
import { QueryState } from "#web/content/ui/QueryState.tsx"
import { useFocusHeading } from "#web/content/ui/useFocusHeading.ts"
import { useMessages } from "#web/i18n/language.ts"
import { notifySuccess } from "#web/ui/notify.ts"

import { ContentIntro } from "./ContentIntro.tsx"

export interface ContentEditPageProps<T, B> {
  readonly title: string
  readonly intro: ReactNode
  /** The entry's key in the address (its id, or a recipe's servername): a new key moves the focus to the heading. */
  readonly entryKey: string
  /** The entry's read, and "the post": "Loading the post…". */
  readonly query: UseQueryResult<T>
  readonly what: string
  /** How a save is sent, what it says when done, and the list it returns to. */
  readonly tag: ContentTag
  readonly update: (body: B) => Promise<unknown>
  readonly saved: string
  readonly backTo: string
  /** The entry's form, given the entry and what its submit calls. */
  readonly form: (entry: T, save: (body: B) => Promise<void>) => ReactNode
}

/** A dashboard page editing one entry: its heading, the loading and error states, and its form, which saves, says so and goes back to the list. */
export function ContentEditPage<T, B>({ title, intro, entryKey, query, what, tag, update, saved, backTo, form }: ContentEditPageProps<T, B>) {
  useFocusHeading(entryKey)
  const navigate = useNavigate()
  const m = useMessages("dashboard", Dashboard)
  const mutation = useContentMutation(tag, update)
  const save = async (body: B) => {
    await mutation.mutateAsync(body)
    notifySuccess(saved)
    void navigate(backTo)
  }
  return (
    <>
      <ContentIntro title={title}>{intro}</ContentIntro>
      <QueryState query={query} loading={m.loadingEntry(what)}>
        {(entry) => form(entry, save)}
      </QueryState>
    </>
  )
}
