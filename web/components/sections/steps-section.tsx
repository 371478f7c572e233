// A numbered process: an ordered list of steps, each with a title (h3) and text. On phones the
// steps read as a compact numbered column; from tablet width up, as cards in a row.
import { Flex, Heading, SimpleGrid, Stack, Text } from '@/components/server-chakra'
import { editTarget } from '@/lib/content'
import { SectionHeading, SectionShell, sectionHeadingId } from './section-shell'
import type { SectionProps } from './types'

export function StepsSection({ section, tone }: SectionProps<'stepsSection'>) {
  const headingId = sectionHeadingId(section._key, section._type)
  const steps = section.steps ?? []
  return (
    <SectionShell headingId={headingId} tone={tone} source={section}>
      <SectionHeading id={headingId} section={section} />
      {steps.length > 0 ? (
        <SimpleGrid
          as="ol"
          columns={{ base: 1, md: 2, lg: Math.min(steps.length, 4) }}
          gap={{ base: '4', md: '6' }}
          listStyleType="none"
        >
          {steps.map((step, index) => (
            <Flex
              as="li"
              key={step._key}
              {...editTarget(step)}
              direction={{ base: 'row', md: 'column' }}
              align="start"
              gap={{ base: '4', md: '3' }}
              p={{ base: '5', md: '6' }}
              bg="bg"
              borderWidth="1px"
              borderColor="border"
              borderTopWidth="4px"
              borderTopColor="cta.solid"
              borderRadius="xl"
            >
              <Flex
                aria-hidden="true"
                align="center"
                justify="center"
                flexShrink="0"
                boxSize="10"
                borderRadius="full"
                bg="brand.solid"
                color="brand.contrast"
                fontWeight="bold"
                fontSize="lg"
              >
                {index + 1}
              </Flex>
              <Stack gap="2">
                <Heading as="h3" fontSize="lg" lineHeight="1.3" {...editTarget(step, 'title')}>
                  {step.title}
                </Heading>
                <Text color="fg.muted" {...editTarget(step, 'text')}>
                  {step.text}
                </Text>
              </Stack>
            </Flex>
          ))}
        </SimpleGrid>
      ) : null}
    </SectionShell>
  )
}
