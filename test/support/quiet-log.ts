// A logger that drops every line, for tests of code that logs what they do not check.
export const quietLog = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} }
