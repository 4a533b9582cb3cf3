// The journal's mail to subscribers, as the web app calls it (api/features/journal-mail).
import type { SubscribeOptions, SubscriberCount } from "#schemas/api/journal-mail.ts"
import type { MessageBody } from "#schemas/api/message.ts"

import { request } from "../http/client.ts"

type Message = typeof MessageBody.Type

/** Whether the site sends mail, and so offers a subscription. */
export const subscribeOptions = () => request<typeof SubscribeOptions.Type>("/journal-mail/options")

export const subscribe = (email: string) => request<Message>("/journal-mail/subscribe", { method: "POST", body: { email } })

export const confirmSubscription = (token: string) => request<Message>("/journal-mail/confirm", { method: "POST", body: { token } })

export const unsubscribe = (token: string) => request<Message>("/journal-mail/unsubscribe", { method: "POST", query: { token } })

/** The owner's count of confirmed subscribers, and of the mails to them given up after their last try. */
export const subscriberCount = () => request<typeof SubscriberCount.Type>("/dashboard/subscribers/")

export const SUBSCRIBERS_EXPORT = "/api/dashboard/subscribers/export"
