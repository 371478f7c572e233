import { describe, expect, it } from 'vitest'
import { placeOptions } from './place-options'

describe('placeOptions', () => {
  it('keeps the places in order, by key and trimmed label', () => {
    expect(
      placeOptions([
        { _key: 'motorway', label: ' A motorway ' },
        { _key: 'live-lane', label: 'A live lane' },
      ]),
    ).toEqual([
      { value: 'motorway', label: 'A motorway' },
      { value: 'live-lane', label: 'A live lane' },
    ])
  })

  it('skips a place without a label, and gives none for no places', () => {
    expect(
      placeOptions([
        { _key: 'x', label: ' ' },
        { _key: 'y', label: null },
      ]),
    ).toEqual([])
    expect(placeOptions(null)).toEqual([])
  })
})
