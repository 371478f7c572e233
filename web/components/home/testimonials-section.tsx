// Home testimonials: six customer quotes, each with its star rating, the service and the town.
import { Badge, Box, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { MapPin, Quote } from 'lucide-react'
import type { HomePage } from '@/lib/content'
import { StarRating } from '../ui/star-rating'

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
                <Flex align="center" gap="3">
                  {typeof testimonial.rating === 'number' ? (
                    <StarRating rating={testimonial.rating} />
                  ) : null}
                  <Box color="navy.200" ms="auto">
                    <Quote aria-hidden="true" size={28} />
                  </Box>
                </Flex>
                <Box as="blockquote" flex="1" m="0">
                  <Text lineHeight="tall">{testimonial.quote}</Text>
                </Box>
                <Stack
                  as="figcaption"
                  gap="2"
                  pt="4"
                  borderTopWidth="1px"
                  borderColor="border.muted"
                >
                  <Text fontWeight="bold">{testimonial.author}</Text>
                  <Flex gap="2" align="center" flexWrap="wrap" fontSize="sm">
                    {testimonial.service ? (
                      <Badge colorPalette="brand" variant="subtle" size="md">
                        {testimonial.service}
                      </Badge>
                    ) : null}
                    {testimonial.location ? (
                      <Flex as="span" align="center" gap="1" color="fg.muted">
                        <MapPin aria-hidden="true" size={14} />
                        {testimonial.location}
                      </Flex>
                    ) : null}
                  </Flex>
                </Stack>
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}
