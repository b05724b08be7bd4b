import { createGenerator, presetWind4 } from 'unocss'
import { describe, expect, it } from 'vitest'
import { plainColours } from './plain-colours'

const generate = async (classes: string) =>
  (
    await (
      await createGenerator({ presets: [presetWind4({ preflights: { reset: false, theme: false, property: false } })], postprocess: [plainColours] })
    ).generate(classes, { preflights: false })
  ).css

describe('colours written plain', () => {
  it('writes a colour utility as its colour, without the oklab copy', async () => {
    const css = await generate('text-stone-900 bg-white border-l-stone-200')
    expect(css).toContain('.text-stone-900{color:var(--colors-stone-900);}')
    expect(css).toContain('.bg-white{background-color:var(--colors-white);}')
    expect(css).toContain('border-left-color:var(--colors-stone-200);')
    expect(css).not.toContain('color-mix')
    expect(css).not.toContain('@supports')
  })

  it('keeps a colour with an alpha as a mix, in both colour spaces', async () => {
    const css = await generate('bg-white/60')
    expect(css).toContain('color-mix(in srgb, var(--colors-white) 60%, transparent)')
    expect(css).toContain('@supports (color: color-mix(in lab, red, red))')
  })

  it('fails the build for a utility that changes an opacity variable', async () => {
    await expect(generate('bg-opacity-50')).rejects.toThrow('sets --un-bg-opacity')
  })
})
