import { describe, expect, it } from 'vitest'
import { fileNameOf } from './download-pdf'

describe('fileNameOf', () => {
  it("takes the back end's file name, else the fallback; never a path", () => {
    expect(fileNameOf('attachment; filename="Rechnung-RE-000042.pdf"', 'invoice.pdf')).toBe('Rechnung-RE-000042.pdf')
    expect(fileNameOf(null, 'invoice.pdf')).toBe('invoice.pdf')
    expect(fileNameOf('attachment', 'invoice.pdf')).toBe('invoice.pdf')
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'invoice.pdf')).toBe('invoice.pdf')
  })
})
