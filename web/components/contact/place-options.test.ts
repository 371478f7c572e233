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

  it("carries a label's edit target only where there is one (the preview), never an empty key", () => {
    const places = [
      { _key: 'motorway', label: 'A motorway' },
      { _key: 'car-park', label: 'In a car park' },
    ]
    expect(
      placeOptions(places, (place) =>
        place._key === 'car-park' ? { 'data-sanity': 'id=breakdownPage' } : {},
      ),
    ).toEqual([
      { value: 'motorway', label: 'A motorway' },
      {
        value: 'car-park',
        label: 'In a car park',
        editTarget: { 'data-sanity': 'id=breakdownPage' },
      },
    ])
    expect(Object.keys(placeOptions(places)[0] ?? {})).toEqual(['value', 'label'])
  })
})
