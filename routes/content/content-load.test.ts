import { describe, expect, it } from 'vitest'
import de from '../../i18n/de.json'
import en from '../../i18n/en.json'
import { HttpError } from '../lib/errors'
import type { LoadContext } from '../lib/types'
import { CONTENT_PAGES, loadContent } from './content-load'

const load = (page: string) => loadContent({ params: { page } } as unknown as LoadContext)

describe('loadContent', () => {
  it('knows every content page of the spec, each titled in both languages', async () => {
    for (const slug of CONTENT_PAGES) {
      expect(await load(slug)).toEqual({ slug, madeToMeasure: null })
      expect(de.content.pages, slug).toHaveProperty([slug])
      expect(en.content.pages, slug).toHaveProperty([slug])
    }
  })

  it('accepts made-to-measure pages for any product', async () => {
    expect(await load('ringe-nach-mass')).toEqual({ slug: 'ringe-nach-mass', madeToMeasure: 'ringe' })
  })

  it('answers 404 for other slugs', async () => {
    await expect(load('gibt-es-nicht')).rejects.toBeInstanceOf(HttpError)
    await expect(load('gibt-es-nicht')).rejects.toMatchObject({ status: 404 })
  })
})
