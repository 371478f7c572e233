// The home page's further section: questions drivers ask most, as native <details> so each
// answer opens and closes without any JavaScript.

import { ChevronDown } from 'lucide-react'
import { Box, Container, Heading, Stack, Text } from '@/components/server-chakra'
import { editTarget, type HomePage } from '@/lib/content'

const faqAnchor = 'faq'

export function FaqSection({ section }: { section: HomePage['faqSection'] }) {
  const faqs = (section?.faqs ?? []).flatMap((faq) => (faq?.question ? [faq] : []))
  if (faqs.length === 0) return null
  return (
    <Box as="section" id={faqAnchor} aria-labelledby="faq-heading" py={{ base: '14', md: '20' }}>
      <Container maxW="4xl" px={{ base: '4', md: '6' }}>
        <Stack gap="3" mb="8">
          <Heading
            as="h2"
            id="faq-heading"
            fontSize={{ base: '3xl', md: '4xl' }}
            {...editTarget(section, 'heading')}
          >
            {section?.heading}
          </Heading>
          <Text fontSize="lg" color="fg.muted" {...editTarget(section, 'intro')}>
            {section?.intro}
          </Text>
        </Stack>
        <Stack as="ul" gap="3" listStyleType="none">
          {faqs.map((faq) => (
            <li key={faq._id} {...editTarget(faq, 'question')}>
              <Box
                as="details"
                borderWidth="1px"
                borderColor="border"
                borderRadius="lg"
                bg="bg"
                css={{
                  '&[open]': { borderColor: 'navy.300', boxShadow: 'sm' },
                  '&[open] .faq-chevron': { transform: 'rotate(180deg)' },
                }}
              >
                <Box
                  as="summary"
                  display="flex"
                  alignItems="center"
                  justifyContent="space-between"
                  gap="4"
                  minH="11"
                  px={{ base: '4', md: '5' }}
                  py="4"
                  cursor="pointer"
                  fontWeight="semibold"
                  fontSize={{ md: 'lg' }}
                  listStyleType="none"
                  borderRadius="lg"
                  _hover={{ bg: 'bg.subtle' }}
                  _focusVisible={{
                    outline: '2px solid',
                    outlineColor: 'brand.focusRing',
                    outlineOffset: '2px',
                  }}
                  css={{ '&::-webkit-details-marker': { display: 'none' } }}
                >
                  {faq.question}
                  <Box
                    as="span"
                    display="inline-flex"
                    className="faq-chevron"
                    color="brand.fg"
                    flexShrink="0"
                    transition="transform 0.2s"
                  >
                    <ChevronDown aria-hidden="true" size={20} />
                  </Box>
                </Box>
                <Text
                  px={{ base: '4', md: '5' }}
                  pb="5"
                  color="fg.muted"
                  lineHeight="tall"
                  {...editTarget(faq, 'answer')}
                >
                  {faq.answer}
                </Text>
              </Box>
            </li>
          ))}
        </Stack>
      </Container>
    </Box>
  )
}
