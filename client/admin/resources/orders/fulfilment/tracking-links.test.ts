import { describe, expect, it } from 'vitest'
import { trackingOf } from './tracking-links'

describe('trackingOf', () => {
  it("links each number to the carrier's parcel page", () => {
    expect(trackingOf(['JJD000390007777', ' 0034 '], 'dhl')).toEqual([
      { tracking_number: 'JJD000390007777', tracking_url: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=JJD000390007777' },
      { tracking_number: '0034', tracking_url: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=0034' },
    ])
    expect(trackingOf(['1Z999'], 'ups')).toEqual([{ tracking_number: '1Z999', tracking_url: 'https://www.ups.com/track?tracknum=1Z999' }])
  })

  it('gives a valuables transport its numbers without links, and drops blanks and repeats', () => {
    expect(trackingOf(['WT-1', '', 'WT-1 ', '  '], 'none')).toEqual([{ tracking_number: 'WT-1' }])
  })

  it('keeps a number that is no plain word inside the link it belongs to', () => {
    expect(trackingOf(['A/B?c=1'], 'dpd')[0].tracking_url).toBe('https://tracking.dpd.de/status/de_DE/parcel/A%2FB%3Fc%3D1')
  })
})
