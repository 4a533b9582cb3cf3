// A small incremental parser of server-sent events (the parts the coach's stream uses:
// `event:` and `data:` lines, blank-line separated), fed text as it arrives.

export interface SseEvent {
  readonly event: string
  readonly data: string
}

/** Returns a `push(text)` that calls `onEvent` for every complete event seen so far. */
export function createSseParser(onEvent: (event: SseEvent) => void): (text: string) => void {
  let buffer = ""
  let event = "message"
  let data: string[] = []

  const line = (raw: string) => {
    const text = raw.endsWith("\r") ? raw.slice(0, -1) : raw
    if (text === "") {
      if (data.length > 0) onEvent({ event, data: data.join("\n") })
      event = "message"
      data = []
      return
    }
    if (text.startsWith(":")) return
    const colon = text.indexOf(":")
    const field = colon === -1 ? text : text.slice(0, colon)
    let value = colon === -1 ? "" : text.slice(colon + 1)
    if (value.startsWith(" ")) value = value.slice(1)
    if (field === "event") event = value
    else if (field === "data") data.push(value)
  }

  return (text: string) => {
    buffer += text
    let newline = buffer.indexOf("\n")
    while (newline !== -1) {
      line(buffer.slice(0, newline))
      buffer = buffer.slice(newline + 1)
      newline = buffer.indexOf("\n")
    }
  }
}
