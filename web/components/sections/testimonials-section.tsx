// Customer quotes as figures: the quote, a star rating, and who said it, where and for what.
import { Box, SimpleGrid } from '@/components/server-chakra'
import { TestimonialCard } from '../ui/testimonial-card'
import { SectionHeading, SectionShell, sectionHeadingId } from './section-shell'
import type { SectionProps } from './types'

export function TestimonialsSection({
  section,
  settings,
  tone,
}: SectionProps<'testimonialsSection'>) {
  const headingId = sectionHeadingId(section._key, section._type)
  const testimonials = section.testimonials?.filter((item) => item !== null) ?? []
  if (testimonials.length === 0) return null
  return (
    <SectionShell headingId={headingId} tone={tone} source={section}>
      <SectionHeading id={headingId} section={section} />
      <SimpleGrid
        as="ul"
        columns={{ base: 1, md: 2, lg: testimonials.length >= 3 ? 3 : 2 }}
        gap={{ base: '4', md: '6' }}
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
    </SectionShell>
  )
}
