// Lets timers and I/O run. Work that only awaits promises that are already settled runs as
// one unbroken chain of microtasks, which can hold the thread for seconds under load: sockets
// miss their heartbeats and requests wait. Long loops call this between steps.
export const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))
