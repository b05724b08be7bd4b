import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openBrowser, PHONE } from './browser'
import { sidewaysOverflow } from './sideways-overflow'
import { tapTargetProblems } from './tap-targets'

/** The journeys' layout measures, on markup written here: what they must find and what they must let pass. */

let browser: Awaited<ReturnType<typeof openBrowser>>
beforeAll(async () => {
  browser = await openBrowser(PHONE)
})
afterAll(async () => browser.close())

const show = (body: string) =>
  browser.page.setContent(`<!doctype html><meta name="viewport" content="width=device-width"><body style="margin:0;font:16px/1.5 sans-serif">${body}</body>`)

describe('sidewaysOverflow', () => {
  it('finds an element wider than the phone, and the page that pans', async () => {
    await show('<div style="width:600px">breit</div><p>schmal</p>')
    const overflow = await sidewaysOverflow(browser.page)
    expect(overflow.viewport).toBe(390)
    expect(overflow.scrollWidth).toBe(600)
    expect(overflow.elements).toEqual(['<div> 0…600 px "breit"'])
  })

  it('finds the grid cells a row of tabs made wider than the screen, naming the outermost elements only', async () => {
    await show(
      '<main style="display:grid;gap:8px"><nav><ul style="display:flex;margin:0;padding:0">' +
        '<li style="flex:none;width:150px">Tab</li>'.repeat(5) +
        '</ul></nav><p>Inhalt</p></main>',
    )
    const { elements } = await sidewaysOverflow(browser.page)
    expect(elements).toEqual(['<nav> 0…750 px "TabTabTabTabTab"', '<p> 0…750 px "Inhalt"'])
  })

  it('lets pass what scrolls inside its own container, what a parent clips, and what is visually hidden', async () => {
    await show(
      '<div style="overflow-x:auto"><table style="width:900px"><tr><td>Tabelle</td></tr></table></div>' +
        '<div style="overflow:hidden"><img style="display:block;width:700px;height:10px" alt=""></div>' +
        '<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);left:-9999px">nur für Vorleser</span>',
    )
    const overflow = await sidewaysOverflow(browser.page)
    expect(overflow.elements).toEqual([])
    expect(overflow.scrollWidth).toBe(390)
  })
})

describe('tapTargetProblems (WCAG 2.5.8)', () => {
  const link = (top: number, left: number, size = 16) =>
    `<a href="#" style="position:absolute;top:${top}px;left:${left}px;width:${size}px;height:${size}px;display:block"></a>`

  it('passes targets of 24 × 24 px however close, and smaller ones whose 24 px circles keep clear', async () => {
    await show(link(0, 0, 24) + link(24, 0, 24) + link(100, 0) + link(100, 24))
    expect(await tapTargetProblems(browser.page)).toEqual([])
  })

  it("fails a small target whose circle meets a neighbour or the neighbour's circle", async () => {
    // centres 20 px apart: the two 24 px circles overlap
    await show(link(0, 0) + link(0, 20))
    expect(await tapTargetProblems(browser.page)).toHaveLength(2)
    // a big target 2 px beside a 16 px one: inside the small one's circle
    await show(link(100, 0) + link(100, 18, 40))
    expect(await tapTargetProblems(browser.page)).toEqual([expect.stringContaining('is 16 × 16 px and its 24 px circle meets')])
  })

  it('exempts a link inside a sentence, and a checkbox next to its own label', async () => {
    await show(
      '<p style="width:300px">Mit dem Absenden stimmen Sie der <a href="#">Datenschutzerklärung</a> und den <a href="#">AGB</a> zu.</p>' +
        '<p><input type="checkbox" id="c" style="width:16px;height:16px;margin:0"><label for="c">Ich möchte den Newsletter</label></p>',
    )
    expect(await tapTargetProblems(browser.page)).toEqual([])
  })

  it('holds primary actions to 44 px in height and named controls to 24 × 24 px, spacing or not', async () => {
    await show(
      '<button id="buy" style="height:40px">In den Warenkorb</button><p style="margin-top:40px"><a href="#" id="small" style="display:inline-block;height:20px">Entfernen</a></p>',
    )
    expect(await tapTargetProblems(browser.page, { primary: ['#buy'], sized: ['#small'] })).toEqual([
      expect.stringContaining('(#buy) is a primary action 40 px high'),
      expect.stringMatching(/\(#small\) is [\d.]+ × 20 px$/),
    ])
    expect(await tapTargetProblems(browser.page, { primary: ['#missing'] })).toEqual(['no visible primary action #missing'])
  })
})
