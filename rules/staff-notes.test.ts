import { describe, expect, it } from 'vitest'
import { MAX_NOTE, metadataWithNote, noteProblem, notesOf } from './staff-notes'

const note = { id: 'n1', text: 'Kundin ruft zurück', author: 'Katharina', at: '2026-11-24T10:00:00.000Z' }

describe('staff notes in the order metadata', () => {
  it('are read from the metadata, skipping anything that is not a note', () => {
    expect(notesOf({ metadata: { staff_notes: [note, { text: 'no author' }, 'x'] } })).toEqual([note])
    expect(notesOf({ metadata: { staff_notes: 'broken' } })).toEqual([])
    expect(notesOf({ metadata: null })).toEqual([])
  })

  it('are added after the others, keeping the order’s other metadata', () => {
    const second = { ...note, id: 'n2', text: 'Überweisung angekündigt' }
    expect(metadataWithNote({ gift: true, staff_notes: [note] }, second)).toEqual({ gift: true, staff_notes: [note, second] })
    expect(metadataWithNote(null, note)).toEqual({ staff_notes: [note] })
  })

  it('refuse an empty text and one longer than the limit', () => {
    expect(noteProblem('  \n ')).toBe('empty')
    expect(noteProblem(42)).toBe('empty')
    expect(noteProblem('x'.repeat(MAX_NOTE + 1))).toBe('too-long')
    expect(noteProblem(` ${'x'.repeat(MAX_NOTE)} `)).toBeNull()
  })
})
