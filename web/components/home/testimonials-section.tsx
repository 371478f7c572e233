// Home testimonials: six customer quotes, each with its star rating, the service and the town.
import { Box, SimpleGrid } from '@/components/server-chakra'
import type { HomePage, SiteSettings } from '@/lib/content'
import { TestimonialCard } from '../ui/testimonial-card'
import { HomeSection } from './home-section'

export const testimonialsAnchor = 'testimonials'

export function HomeTestimonials({
  section,
  settings,
}: {
  section: HomePage['testimonialsSection']
  settings: SiteSettings
}) {
  const testimonials = section?.testimonials?.filter((item) => item !== null) ?? []
  if (testimonials.length === 0) return null
  return (
    <HomeSection
      id={testimonialsAnchor}
      heading={section?.heading}
      intro={section?.intro}
      source={section}
    >
      <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="6" listStyleType="none">
        {testimonials.map((testimonial) => (
          <Box as="li" key={testimonial._id} display="flex">
            <TestimonialCard
              testimonial={testimonial}
              ratingLabel={settings.labels?.starRating ?? ''}
            />
          </Box>
        ))}
      </SimpleGrid>
    </HomeSection>
  )
}
