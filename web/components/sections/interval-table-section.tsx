// A two-column table (item, interval) whose caption is the section's heading.
import { Box, Container, Heading, Table, Text } from '@/components/server-chakra'
import { editTarget } from '@/lib/content'
import { sectionHeadingId } from './section-shell'
import type { SectionProps } from './types'

export function IntervalTableSection({ section, tone }: SectionProps<'intervalTableSection'>) {
  const headingId = sectionHeadingId(section._key, section._type)
  const introId = `${headingId}-intro`
  const rows = section.rows ?? []
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      {...editTarget(section)}
      bg={tone === 'subtle' ? 'bg.subtle' : 'bg'}
      py={{ base: '12', md: '20' }}
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Box maxW="4xl">
          <Table.Root
            size="lg"
            fontVariantNumeric="normal"
            bg="bg"
            borderWidth="1px"
            borderColor="border"
            aria-labelledby={headingId}
            aria-describedby={section.intro ? introId : undefined}
          >
            <Table.Caption
              captionSide="top"
              textAlign="start"
              pb={{ base: '8', md: '10' }}
              mt="0"
              color="fg"
              fontSize="inherit"
              lineHeight="moderate"
            >
              <Heading
                as="h2"
                id={headingId}
                fontSize={{ base: '2xl', md: '4xl' }}
                lineHeight="1.15"
                fontWeight="bold"
                letterSpacing="tight"
                {...editTarget(section, 'heading')}
              >
                {section.heading}
              </Heading>
              {section.intro ? (
                <Text
                  id={introId}
                  mt="3"
                  maxW="3xl"
                  fontSize={{ base: 'md', md: 'lg' }}
                  color="fg.muted"
                  {...editTarget(section, 'intro')}
                >
                  {section.intro}
                </Text>
              ) : null}
            </Table.Caption>
            <Table.Header>
              <Table.Row bg="brand.solid">
                <Table.ColumnHeader size="lg" scope="col" color="brand.contrast" fontSize="sm">
                  {section.itemHeading}
                </Table.ColumnHeader>
                <Table.ColumnHeader size="lg" scope="col" color="brand.contrast" fontSize="sm">
                  {section.intervalHeading}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row, index) => (
                <Table.Row
                  key={row._key}
                  bg={index % 2 === 1 ? 'bg.subtle' : 'bg'}
                  {...editTarget(row)}
                >
                  <Table.ColumnHeader
                    size="lg"
                    scope="row"
                    fontWeight="semibold"
                    verticalAlign="top"
                    color="fg"
                    width={{ base: '36%', md: '30%' }}
                  >
                    {row.item}
                  </Table.ColumnHeader>
                  <Table.Cell size="lg" verticalAlign="top">
                    {row.interval}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Container>
    </Box>
  )
}
