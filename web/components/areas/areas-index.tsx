// The "Areas we cover" page: the heading and introduction staff write, then every town, grouped
// by county (lib/coverage/areas.ts), each a link to its town page. The home page shows a few
// towns and links here, so every town is one click from the home page at any number of towns.

import { Box, Container, Heading, Link, SimpleGrid, Stack } from '@/components/server-chakra'
import { type AreasPage, editTarget, type SiteSettings, type TownCard } from '@/lib/content'
import { townsByCounty } from '@/lib/coverage/areas'
import { townPath } from '@/lib/routes'
import { IntroBand } from '../ui/intro-band'
import { PageTitle } from '../ui/page-title'

const containerProps = { maxW: '7xl', px: { base: '4', md: '6' } } as const

/** A county's heading id: its position (county names may hold any character). */
const countyHeadingId = (index: number) => `county-${index + 1}`

export function AreasIndex({
  page,
  towns,
  settings,
}: {
  page: AreasPage
  /** Every town, in the staff's order. */
  towns: TownCard[]
  settings: SiteSettings
}) {
  return (
    <>
      <IntroBand
        look="title"
        heading={<PageTitle target={editTarget(page, 'heading')}>{page.heading}</PageTitle>}
        intro={page.intro}
        introTarget={editTarget(page, 'intro')}
        settings={settings}
      />
      <Container {...containerProps} py={{ base: '10', md: '14' }}>
        <Stack gap={{ base: '10', md: '12' }}>
          {townsByCounty(towns).map((county, index) => (
            <Box as="section" key={county.county} aria-labelledby={countyHeadingId(index)}>
              <Heading
                as="h2"
                id={countyHeadingId(index)}
                fontSize={{ base: '2xl', md: '3xl' }}
                mb="4"
                pb="2"
                borderBottomWidth="2px"
                borderColor="border"
                // The county's name is a field of each of its towns: it opens the first one's.
                {...editTarget(county.towns[0], 'county')}
              >
                {county.county}
              </Heading>
              <SimpleGrid
                as="ul"
                columns={{ base: 2, md: 3, lg: 4 }}
                columnGap="6"
                listStyleType="none"
              >
                {county.towns.map((town) => (
                  <li key={town._id}>
                    <Link
                      href={townPath(town.slug ?? '')}
                      color="fg.link"
                      fontWeight="semibold"
                      minH="11"
                      display="flex"
                      alignItems="center"
                      {...editTarget(town, 'name')}
                    >
                      {town.name}
                    </Link>
                  </li>
                ))}
              </SimpleGrid>
            </Box>
          ))}
        </Stack>
      </Container>
    </>
  )
}
