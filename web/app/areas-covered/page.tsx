// /areas-covered/: every town the business covers, grouped by county; past countyPages.above
// towns, the counties, each a link to its page, under the home page's postcode check
// (components/areas).
import type { Metadata } from 'next'
import { AreasIndex } from '@/components/areas/areas-index'
import { PageShell } from '@/components/chrome/page-shell'
import { AreasJsonLd } from '@/components/seo/json-ld'
import {
  getAreasPage,
  getCoverageTowns,
  getHomePage,
  getSiteSettings,
  getTownCards,
} from '@/lib/content'
import { countyPagesShown } from '@/lib/coverage/areas'
import { areasPath } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getAreasPage()
  return pageMetadata({
    documentType: 'areasPage',
    path: areasPath,
    title: page.heading,
    description: page.intro,
    seo: page.seo,
  })
}

export default async function AreasRoute() {
  const [page, towns, settings] = await Promise.all([
    getAreasPage(),
    getTownCards(),
    getSiteSettings(),
  ])
  // With county pages, the page offers the home page's postcode check too.
  const postcodeCheck = countyPagesShown(towns)
    ? {
        section: (await getHomePage()).coverageSection,
        coverageTowns: await getCoverageTowns(),
      }
    : undefined
  return (
    <PageShell>
      <AreasJsonLd page={page} />
      <AreasIndex page={page} towns={towns} settings={settings} postcodeCheck={postcodeCheck} />
    </PageShell>
  )
}
