// Customer quotes as figures: the quote, a star rating, and who said it, where and for what.
import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Quote } from 'lucide-react'
import { StarRating } from '../ui/star-rating'
import { SectionHeading, SectionShell, sectionHeadingId } from './section-shell'
import type { SectionProps } from './types'

export function TestimonialsSection({ section, tone }: SectionProps<'testimonialsSection'>) {
  const headingId = sectionHeadingId(section._key, section._type)
  const testimonials = section.testimonials?.filter((item) => item !== null) ?? []
  if (testimonials.length === 0) return null
  return (
    <SectionShell headingId={headingId} tone={tone}>
      <SectionHeading id={headingId} heading={section.heading} />
      <SimpleGrid
        as="ul"
        columns={{ base: 1, md: 2, lg: testimonials.length >= 3 ? 3 : 2 }}
        gap={{ base: '4', md: '6' }}
        listStyleType="none"
      >
        {testimonials.map((testimonial) => (
          <Box as="li" key={testimonial._id} display="flex">
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
              boxShadow="xs"
            >
              <Stack direction="row" align="center">
                {typeof testimonial.rating === 'number' ? (
                  <StarRating rating={testimonial.rating} />
                ) : null}
                <Box color="navy.200" ms="auto">
                  <Quote aria-hidden="true" size={28} />
                </Box>
              </Stack>
              <Box as="blockquote" flex="1" m="0">
                <Text fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
                  {testimonial.quote}
                </Text>
              </Box>
              <Stack
                as="figcaption"
                gap="0.5"
                pt="4"
                borderTopWidth="1px"
                borderColor="border.muted"
              >
                <Text fontWeight="bold">{testimonial.author}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {[testimonial.location, testimonial.service].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
    </SectionShell>
  )
}
