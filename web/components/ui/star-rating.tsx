// A star rating drawn with icons and announced as one image, in the wording of Site settings
// (labels.starRating, such as 'Rated {rating} out of {outOf}').

import { Star } from 'lucide-react'
import { Box, HStack } from '@/components/server-chakra'
import { fillPlaceholders } from '@/lib/wording'

export function StarRating({
  rating,
  label,
  outOf = 5,
  size = 18,
}: {
  rating: number
  /** The accessible name's wording, with {rating} and {outOf} placeholders. */
  label: string
  outOf?: number
  size?: number
}) {
  const value = Math.max(0, Math.min(outOf, Math.round(rating)))
  const positions = Array.from({ length: outOf }, (_, index) => index + 1)
  return (
    <HStack role="img" aria-label={fillPlaceholders(label, { rating: value, outOf })} gap="0.5">
      {positions.map((position) => {
        const filled = position <= value
        // A dark amber outline keeps the bright fill visible against white (3:1 for graphics).
        return (
          <Box
            as="span"
            key={position}
            display="inline-flex"
            color={filled ? 'amber.700' : 'gray.400'}
          >
            <Star
              aria-hidden="true"
              size={size}
              fill={filled ? 'var(--chakra-colors-amber-400)' : 'none'}
            />
          </Box>
        )
      })}
    </HStack>
  )
}
