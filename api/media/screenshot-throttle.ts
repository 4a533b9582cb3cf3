// Feedback screenshots come from anyone, so each client address may send a few an hour.
// Every attempt counts (a refused file still cost a decode). Kept per app in memory,
// like the sign-in throttle: a restart forgets, each node counts its own.
import type { ThrottleRule } from "../../engine/auth/throttle.ts"
import type { App } from "../app.ts"
import { SignInThrottle } from "../auth/throttles.ts"

export const SCREENSHOT_RULE: ThrottleRule = { limit: 10, windowMs: 60 * 60 * 1000 }

const throttles = new WeakMap<App, SignInThrottle>()

export const screenshotThrottleFor = (app: App): SignInThrottle => {
  let throttle = throttles.get(app)
  if (!throttle) {
    throttle = new SignInThrottle(SCREENSHOT_RULE)
    throttles.set(app, throttle)
  }
  return throttle
}
