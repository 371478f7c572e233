import { describe, expect, it } from 'vitest'
import type { PictureMarkup } from '../ui/picture'
import { checklistEntries, placeOptions } from './place-options'

const markup: PictureMarkup = {
  sources: [{ type: 'image/webp', srcSet: '/img/a-320.webp 320w', sizes: '20rem' }],
  src: '/img/a-320.webp',
  alt: 'Where the size is printed',
  width: 960,
  height: 640,
}
const show = (value: unknown) => (value ? markup : null)

describe('placeOptions', () => {
  it('keeps the places in order with their advice, call-999 line and checklist', () => {
    expect(
      placeOptions(
        [
          {
            _key: 'live-lane',
            label: ' A live lane ',
            callFirst: 'Call 999 now.',
            advice: ['Hazard lights on.', '  ', null],
            checklist: null,
          },
          {
            _key: 'car-park',
            label: 'In a car park',
            callFirst: '  ',
            advice: ['Hazard lights on.'],
            checklist: [
              { _key: 'height', text: ' Height limit ', picture: null },
              { _key: 'empty', text: '  ', picture: null },
              { _key: 'size', text: 'Tyre size', picture: { asset: { _ref: 'image-a' } } },
            ],
          },
        ],
        show,
      ),
    ).toEqual([
      {
        value: 'live-lane',
        label: 'A live lane',
        callFirst: 'Call 999 now.',
        advice: ['Hazard lights on.'],
        checklist: [],
      },
      {
        value: 'car-park',
        label: 'In a car park',
        callFirst: null,
        advice: ['Hazard lights on.'],
        checklist: [
          { key: 'height', text: 'Height limit', picture: null },
          { key: 'size', text: 'Tyre size', picture: markup },
        ],
      },
    ])
  })

  it('skips a place without a label, and gives none for no places', () => {
    const unnamed = { _key: 'x', label: ' ', callFirst: null, advice: ['Go.'], checklist: null }
    expect(placeOptions([unnamed], show)).toEqual([])
    expect(placeOptions(null, show)).toEqual([])
    expect(checklistEntries(undefined, show)).toEqual([])
  })
})
