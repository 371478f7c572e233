// A county's page of "Areas we cover", past countyPages.above towns (web/lib/routes.ts): the
// heading and introduction staff write once for every county, with the county's name in them,
// then each of its towns, a link to its town page, and a link back to every county.

import { Container, Link, Stack } from '@/components/server-chakra'
import { type AreasPage, editTarget, type SiteSettings, type TownCard } from '@/lib/content'
import { type County, countyWording } from '@/lib/coverage/areas'
import { areasPath } from '@/lib/routes'
import { IntroBand } from '../ui/intro-band'
import { PageTitle } from '../ui/page-title'
import { areasContainerProps, placeLinkStyle, TownLinks } from './areas-index'

export function CountyPage({
  page,
  county,
  settings,
}: {
  page: AreasPage
  county: County<TownCard>
  settings: SiteSettings
}) {
  return (
    <>
      <IntroBand
        look="title"
        heading={
          <PageTitle target={editTarget(page, 'countyHeading')}>
            {countyWording(page.countyHeading, county)}
          </PageTitle>
        }
        intro={countyWording(page.countyIntro, county)}
        introTarget={editTarget(page, 'countyIntro')}
        settings={settings}
      />
      <Container {...areasContainerProps} py={{ base: '10', md: '14' }}>
        <Stack gap={{ base: '8', md: '10' }}>
          <TownLinks towns={county.towns} />
          <Link href={areasPath} {...placeLinkStyle} {...editTarget(page, 'heading')}>
            {page.heading}
          </Link>
        </Stack>
      </Container>
    </>
  )
}
