import { vi } from 'vitest'
import recorded from './recorded-answers.json'

/** Medusa's answers by path, recorded from the stack (scripts/record-admin-answers.mjs). */
export const RECORDED = recorded as Record<string, Record<string, unknown>>

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/**
 * Stubs `fetch` as the back office's calls reach Medusa (through /admin/api): the test's own answer for a path first
 * (`own` answers undefined to pass one on), else the recorded one, else a 404. The file undoes it with
 * `vi.unstubAllGlobals()`.
 */
export function answerFromRecording(own: (path: string, init?: RequestInit) => unknown = () => undefined) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(input instanceof Request ? input.url : String(input), location.origin).pathname.replace(/^\/admin\/api/, '')
    const answer = own(path, init) ?? RECORDED[path]
    return answer === undefined ? json({ type: 'not_found', message: `nothing recorded for ${path}` }, 404) : json(answer)
  })
}
