// Home testimonials: six customer quotes, each with its star rating, the service and the town.
import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { HomePage } from '@/lib/content'
import { TestimonialCard } from '../ui/testimonial-card'

export const testimonialsAnchor = 'testimonials'

export function HomeTestimonials({ section }: { section: HomePage['testimonialsSection'] }) {
  const testimonials = section?.testimonials?.filter((item) => item !== null) ?? []
  if (testimonials.length === 0) return null
  return (
    <Box
      as="section"
      id={testimonialsAnchor}
      aria-labelledby="testimonials-heading"
      py={{ base: '14', md: '20' }}
      bg="bg.subtle"
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Stack gap="3" maxW="3xl" mb="10">
          <Heading as="h2" id="testimonials-heading" fontSize={{ base: '3xl', md: '4xl' }}>
            {section?.heading}
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            {section?.intro}
          </Text>
        </Stack>
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="6" listStyleType="none">
          {testimonials.map((testimonial) => (
            <Box as="li" key={testimonial._id} display="flex">
              <TestimonialCard testimonial={testimonial} />
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}
