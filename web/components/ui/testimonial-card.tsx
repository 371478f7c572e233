// Customer quotes as figures, each with its star rating, the quote, and who said it, for which
// service and where; in a grid of up to three columns. Used by the home page's testimonials and
// the service pages' testimonial sections.

import { MapPin, Quote } from 'lucide-react'
import { Badge, Box, Flex, SimpleGrid, Stack, Text } from '@/components/server-chakra'
import { editTarget, type SiteSettings } from '@/lib/content'
import { StarRating } from './star-rating'

export type Testimonial = {
  _id: string
  quote: string | null
  author: string | null
  location: string | null
  rating: number | null
  service: string | null
}

function TestimonialCard({
  testimonial,
  ratingLabel,
}: {
  testimonial: Testimonial
  /** Site settings' star rating wording, such as 'Rated {rating} out of {outOf}'. */
  ratingLabel: string
}) {
  return (
    <Stack
      as="figure"
      flex="1"
      gap="4"
      m="0"
      p={{ base: '5', md: '6' }}
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      boxShadow="sm"
    >
      <Flex align="center" gap="3" {...editTarget(testimonial, 'rating')}>
        {typeof testimonial.rating === 'number' ? (
          <StarRating rating={testimonial.rating} label={ratingLabel} />
        ) : null}
        <Box color="navy.200" ms="auto">
          <Quote aria-hidden="true" size={28} />
        </Box>
      </Flex>
      <Box as="blockquote" flex="1" m="0" {...editTarget(testimonial, 'quote')}>
        <Text lineHeight="tall">{testimonial.quote}</Text>
      </Box>
      <Stack as="figcaption" gap="2" pt="4" borderTopWidth="1px" borderColor="border.muted">
        <Text fontWeight="bold" {...editTarget(testimonial, 'author')}>
          {testimonial.author}
        </Text>
        <Flex gap="2" align="center" flexWrap="wrap" fontSize="sm">
          {testimonial.service ? (
            <Badge
              colorPalette="brand"
              variant="subtle"
              size="md"
              {...editTarget(testimonial, 'service')}
            >
              {testimonial.service}
            </Badge>
          ) : null}
          {testimonial.location ? (
            <Flex
              as="span"
              align="center"
              gap="1"
              color="fg.muted"
              {...editTarget(testimonial, 'location')}
            >
              <MapPin aria-hidden="true" size={14} />
              {testimonial.location}
            </Flex>
          ) : null}
        </Flex>
      </Stack>
    </Stack>
  )
}

/** The quotes as a list, a grid of three columns on wide screens (two for one or two quotes). */
export function TestimonialGrid({
  testimonials,
  settings,
}: {
  testimonials: Testimonial[]
  settings: SiteSettings
}) {
  return (
    <SimpleGrid
      as="ul"
      columns={{ base: 1, md: 2, lg: testimonials.length >= 3 ? 3 : 2 }}
      gap="6"
      listStyleType="none"
    >
      {testimonials.map((testimonial) => (
        <Box as="li" key={testimonial._id} display="flex">
          <TestimonialCard
            testimonial={testimonial}
            ratingLabel={settings.labels?.starRating ?? ''}
          />
        </Box>
      ))}
    </SimpleGrid>
  )
}
