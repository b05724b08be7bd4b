/**
 * User Timing marks around the page's hydration, as the browser's own performance timeline and a Chromium trace see
 * them: `npm run bench` measures the main thread's work between the two (scripts/bench/hydration.mjs), and a real
 * visitor's browser holds them for any field measurement.
 */
export const HYDRATION_START_MARK = 'shop:hydration-start'
export const HYDRATED_MARK = 'shop:hydrated'
