/**
 * The most a journey waits for one thing the shop does: a page and its scripts, an answer, an element that appears,
 * changes or goes. Every wait ends the moment what it waits for has happened, so only a failing journey waits this
 * out; it is long so that a slower or busier host of the same kind (two cores shared by the stack, Chromium and the
 * tests) passes as well. The journey's own limit (vitest.config.ts) still bounds the whole.
 */
export const PATIENCE_MS = 60_000

/** The same as the options of `expect.poll` and of Playwright's waits. */
export const BACK_END = { timeout: PATIENCE_MS }
