import { icons } from '@iconify-json/circle-flags'
import { describe, expect, it } from 'vitest'
import { flagSvgs } from './flags-plugin'

describe('flagSvgs', () => {
  const svgs = flagSvgs(icons as Parameters<typeof flagSvgs>[0])

  it('makes a standalone SVG for every country code, and nothing else', () => {
    for (const code of ['de', 'at', 'ch', 'li', 'lu', 'us', 'gb', 'jp', 'ae']) expect(svgs.has(code), code).toBe(true)
    expect([...svgs.keys()].every((code) => /^[a-z]{2}$/.test(code))).toBe(true)
    expect(svgs.size).toBeGreaterThan(240)
    expect(svgs.get('de')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="512" height="512" viewBox="0 0 512 512">.*<\/svg>$/s)
  })

  it('resolves aliases to their parent icon', () => {
    const set = { width: 10, height: 10, icons: { bv: { body: '<path d="M0 0h10v10z"/>' } }, aliases: { sj: { parent: 'bv' }, 'lang-xx': { parent: 'bv' } } }
    const result = flagSvgs(set)
    expect([...result.keys()]).toEqual(['bv', 'sj'])
    expect(result.get('sj')).toContain('<path d="M0 0h10v10z"/>')
  })
})
