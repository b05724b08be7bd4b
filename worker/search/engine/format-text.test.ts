import { describe, expect, it } from 'vitest'
import { formatText } from './format-text'
import { queryWords } from './query-words'

// Meilisearch's own matcher cases (its crop and highlight tests), with the query 'split the world' in English.
const words = queryWords('split the world')
const marks = { pre: '<em>', post: '</em>', cropMarker: '…' }
const crop = (text: string, size = 10, highlight = false) => formatText(text, words, 'en', { highlight, crop: size }, marks)

describe('cropping and highlighting a value of _formatted', () => {
  it('keeps the first words when nothing matches, and leaves texts without words alone', () => {
    expect(crop('')).toBe('')
    expect(crop(':-)')).toBe(':-)')
    expect(crop('A quick brown fox can not jump 32 feet, right? Brr, it is cold!')).toBe('A quick brown fox can not jump 32 feet, right…')
    expect(crop('(A quick brown fox can not jump 32 feet, right? Brr, it is cold!)')).toBe('(A quick brown fox can not jump 32 feet, right…')
    expect(crop('A quick brown fox can not jump 32 feet, right? Brr, it is cold!', 10, true)).toBe('A quick brown fox can not jump 32 feet, right…')
  })

  it('centres the window on the best group of matches, with markers only where text was cut', () => {
    expect(crop('Natalie risk her future to build a world with the boy she loves.')).toBe('…future to build a world with the boy she loves…')
    expect(crop('Natalie risk her future to build a world with the boy she loves. Emily Henry: The Love That Split The World.')).toBe(
      '…she loves. Emily Henry: The Love That Split The World.',
    )
    expect(crop('Natalie risk her future. Split The World is a book written by Emily Henry. I never read it.')).toBe(
      '…Split The World is a book written by Emily Henry…',
    )
    // the group with every query word in order wins over earlier, scattered or repeated matches
    expect(crop('The world split void void void void void void void void void split the world void void')).toBe(
      '…void void void void void split the world void void',
    )
    expect(crop('split void the void void world void void void void void void void void void void split the world void void')).toBe(
      '…void void void void void split the world void void',
    )
    expect(crop('split split split split split split void void void void void void void void void void split the world void void')).toBe(
      '…void void void void void split the world void void',
    )
  })

  it('highlights the matches inside the window', () => {
    expect(crop('Natalie risk her future to build a world with the boy she loves.', 10, true)).toBe(
      '…future to build a <em>world</em> with <em>the</em> boy she loves…',
    )
    expect(crop('Natalie risk her future to build a world with the boy she loves. Emily Henry: The Love That Split The World.', 10, true)).toBe(
      '…she loves. Emily Henry: <em>The</em> Love That <em>Split</em> <em>The</em> <em>World</em>.',
    )
    expect(crop('The world split void void void void void void void void void split the world void void', 10, true)).toBe(
      '…void void void void void <em>split</em> <em>the</em> <em>world</em> void void',
    )
  })

  it('crops to fewer words than the query holds, and not at all at length 0', () => {
    const text = 'void void split the world void void.'
    expect(crop(text, 2)).toBe('…split the…')
    expect(crop(text, 1)).toBe('…split…')
    expect(formatText(text, words, 'en', { highlight: false, crop: 0 }, marks)).toBe(text)
  })

  it('writes the crop marker the caller chose, or none', () => {
    const text = 'Natalie risk her future to build a world with the boy she loves.'
    expect(formatText(text, words, 'en', { highlight: true, crop: 3 }, { pre: '[', post: ']', cropMarker: ' (…) ' })).toBe(' (…) [world] with [the] (…) ')
    expect(formatText(text, words, 'en', { highlight: false, crop: 3 }, { ...marks, cropMarker: '' })).toBe('world with the')
  })

  it('finds German words by stem, compound and typo in the crop as in the search', () => {
    const text = 'Handgefertigt in Pforzheim. Unser meistgewählter Verlobungsring: ein Brillant von 0,30 ct in einer schlanken Fassung aus Gold.'
    expect(formatText(text, queryWords('verlobngsring brillant'), 'de', { highlight: true, crop: 5 }, marks)).toBe(
      '…meistgewählter <em>Verlobungsring</em>: ein <em>Brillant</em> von…',
    )
  })
})
