// The "Areas we cover" page: the heading and introduction staff write, then every town, grouped
// by county (lib/coverage/areas.ts), each a link to its town page. Past countyPages.above towns
// (web/lib/routes.ts) one page of every town would not fit the first round trip: it lists the
// counties instead, each a link to its own page (county-page.tsx), under the home page's postcode
// check for a visitor who knows their postcode but not their county. The home page shows a few towns
// and links here, so every town is at most two clicks from the home page at any number of towns.

import { Box, Container, Heading, Link, SimpleGrid, Stack } from '@/components/server-chakra'
import {
  type AreasPage,
  type CoverageTownContent,
  type EditTarget,
  editTarget,
  type HomePage,
  type SiteSettings,
  type TownCard,
} from '@/lib/content'
import { countyPagesShown, townsByCounty } from '@/lib/coverage/areas'
import { countyPath, townPath } from '@/lib/routes'
import { PostcodeCheck } from '../home/postcode-check'
import { IntroBand } from '../ui/intro-band'
import { PageTitle } from '../ui/page-title'

export const areasContainerProps = { maxW: '7xl', px: { base: '4', md: '6' } } as const

/** A link to a place (town or county): bold, a full touch target tall. */
export const placeLinkStyle = {
  color: 'fg.link',
  fontWeight: 'semibold',
  minH: '11',
  display: 'flex',
  alignItems: 'center',
} as const

/** A county's heading id: its position (county names may hold any character). */
const countyHeadingId = (index: number) => `county-${index + 1}`

/** The links of a list of places (towns or counties), in columns. */
function PlaceLinks({
  places,
}: {
  places: { key: string; href: string; name: string | null; target: EditTarget }[]
}) {
  return (
    <SimpleGrid as="ul" columns={{ base: 2, md: 3, lg: 4 }} columnGap="6" listStyleType="none">
      {places.map((place) => (
        <li key={place.key}>
          <Link href={place.href} {...placeLinkStyle} {...place.target}>
            {place.name}
          </Link>
        </li>
      ))}
    </SimpleGrid>
  )
}

/** A county's towns as PlaceLinks. */
export function TownLinks({ towns }: { towns: TownCard[] }) {
  return (
    <PlaceLinks
      places={towns.map((town) => ({
        key: town._id,
        href: townPath(town.slug ?? ''),
        name: town.name,
        target: editTarget(town, 'name'),
      }))}
    />
  )
}

export function AreasIndex({
  page,
  towns,
  settings,
  postcodeCheck,
}: {
  page: AreasPage
  /** Every town, in the staff's order. */
  towns: TownCard[]
  settings: SiteSettings
  /** The home page's postcode check, shown above the counties when they have pages. */
  postcodeCheck?: { section: HomePage['coverageSection']; coverageTowns: CoverageTownContent[] }
}) {
  const counties = townsByCounty(towns)
  return (
    <>
      <IntroBand
        look="title"
        heading={<PageTitle target={editTarget(page, 'heading')}>{page.heading}</PageTitle>}
        intro={page.intro}
        introTarget={editTarget(page, 'intro')}
        settings={settings}
      />
      <Container {...areasContainerProps} py={{ base: '10', md: '14' }}>
        {countyPagesShown(towns) ? (
          <>
            {postcodeCheck ? (
              <PostcodeCheck {...postcodeCheck} settings={settings} headingLevel={2} />
            ) : null}
            <PlaceLinks
              places={counties.map((county) => ({
                key: county.segment,
                href: countyPath(county.segment),
                name: county.county,
                // The county's name is a field of each of its towns: it opens the first one's.
                target: editTarget(county.towns[0], 'county'),
              }))}
            />
          </>
        ) : (
          <Stack gap={{ base: '10', md: '12' }}>
            {counties.map((county, index) => (
              <Box as="section" key={county.segment} aria-labelledby={countyHeadingId(index)}>
                <Heading
                  as="h2"
                  id={countyHeadingId(index)}
                  fontSize={{ base: '2xl', md: '3xl' }}
                  mb="4"
                  pb="2"
                  borderBottomWidth="2px"
                  borderColor="border"
                  {...editTarget(county.towns[0], 'county')}
                >
                  {county.county}
                </Heading>
                <TownLinks towns={county.towns} />
              </Box>
            ))}
          </Stack>
        )}
      </Container>
    </>
  )
}
