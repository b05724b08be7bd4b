import { afterAll } from 'vitest'
import { closeChromium } from './browser'

// the journeys of a test file share one Chromium (e2e/browser.ts); it ends with the file
afterAll(closeChromium)
