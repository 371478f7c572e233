import { describe, expect, it } from 'vitest'
import { fillPlaceholders } from './wording'

describe('fillPlaceholders', () => {
  it('puts each value where its placeholder is, every time it appears', () => {
    expect(fillPlaceholders('Rated {rating} out of {outOf}', { rating: 4, outOf: 5 })).toBe(
      'Rated 4 out of 5',
    )
    expect(fillPlaceholders('{business}, home: {business}', { business: 'Kerbside' })).toBe(
      'Kerbside, home: Kerbside',
    )
  })

  it('leaves unknown placeholders and plain text alone', () => {
    expect(fillPlaceholders('{stars} stars', { rating: 4 })).toBe('{stars} stars')
    expect(fillPlaceholders('Main', {})).toBe('Main')
  })
})
