// Counts requests being handled so a shutdown can wait for them to finish.
export class InFlight {
  #count = 0
  #idle: (() => void)[] = []

  get count(): number {
    return this.#count
  }

  /** Call when a request starts; call the returned function exactly once when it ends. */
  begin(): () => void {
    this.#count++
    let ended = false
    return () => {
      if (ended) return
      ended = true
      if (--this.#count === 0) for (const resolve of this.#idle.splice(0)) resolve()
    }
  }

  /** Resolves true once nothing is in flight, or false after `timeoutMs`. */
  drained(timeoutMs: number): Promise<boolean> {
    if (this.#count === 0) return Promise.resolve(true)
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        resolve(true)
      }
      const timer = setTimeout(() => {
        this.#idle = this.#idle.filter((f) => f !== done)
        resolve(false)
      }, timeoutMs)
      this.#idle.push(done)
    })
  }
}
