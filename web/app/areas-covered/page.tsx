// /areas-covered/: every town the business covers, grouped by county (components/areas).
import type { Metadata } from 'next'
import { AreasIndex } from '@/components/areas/areas-index'
import { PageShell } from '@/components/chrome/page-shell'
import { AreasJsonLd } from '@/components/seo/json-ld'
import { getAreasPage, getSiteSettings, getTownCards } from '@/lib/content'
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
  return (
    <PageShell>
      <AreasJsonLd page={page} />
      <AreasIndex page={page} towns={towns} settings={settings} />
    </PageShell>
  )
}
