/** The Chromium the journeys launch and the one the bench measures with (scripts/lib/chromium.mjs). */
export const JOURNEY_CHROMIUM: string
export const BENCH_CHROMIUM: string
export function ensureChromium(kind?: 'journeys' | 'bench'): Promise<void>
export const ROOMY_SHARED_MEMORY: number
export function sharedMemoryOptions(bytes: number): { ignoreDefaultArgs?: string[] }
export function devShmBytes(): number
