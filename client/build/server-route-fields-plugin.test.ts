import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { withoutServerFields } from './server-route-fields-plugin'

const table = readFileSync(new URL('../../routes/table.ts', import.meta.url), 'utf8')

describe('the browser’s route table', () => {
  const browser = withoutServerFields(table)

  it('keeps no field only the worker reads, whether a route is written on one line or over several', () => {
    expect(table).toMatch(/\n {4}module: '/)
    expect(browser).not.toMatch(/\b(?:module: '|private: true|guard: ')/)
  })

  it('keeps every route and what the browser reads of it', () => {
    for (const field of ['id', 'path', 'page', 'load', 'texts', 'document']) {
      expect(browser.match(new RegExp(`\\b${field}: `, 'g'))?.length, field).toBe(table.match(new RegExp(`\\b${field}: `, 'g'))?.length)
    }
  })
})
