// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { system } from '../../theme/system'
import { StarRating } from './star-rating'

afterEach(cleanup)

function renderRating(rating: number) {
  return render(
    <ChakraProvider value={system}>
      <StarRating rating={rating} label="Rated {rating} out of {outOf}" />
    </ChakraProvider>,
  )
}

describe('StarRating', () => {
  it('announces a five-star rating as one image', () => {
    renderRating(5)
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(1)
  })

  it('builds the accessible name from the rating value', () => {
    renderRating(4)
    expect(screen.getAllByRole('img', { name: 'Rated 4 out of 5' })).toHaveLength(1)
    expect(screen.queryByRole('img', { name: 'Rated 5 out of 5' })).toBeNull()
  })

  it('hides the individual star icons from assistive technology', () => {
    const { container } = renderRating(5)
    const icons = container.querySelectorAll('svg')
    expect(icons).toHaveLength(5)
    for (const icon of icons) expect(icon.getAttribute('aria-hidden')).toBe('true')
  })
})
