// "Broken down? What to do now" (the breakdownPage singleton), at the slug staff give it; any
// other /help/ path stays a 404.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BreakdownPage } from '@/components/breakdown/breakdown-page'
import { PageShell } from '@/components/chrome/page-shell'
import { getBreakdownPage, getSiteSettings, staticParams } from '@/lib/content'
import { breakdownPath } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = staticParams('breakdownPage', (slug) => ({ slug }))

async function pageAt(slug: string) {
  const page = await getBreakdownPage()
  return page.slug === slug ? page : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await pageAt((await params).slug)
  if (!page) return {}
  return pageMetadata({
    path: breakdownPath(page.slug ?? ''),
    title: page.title,
    description: page.intro,
    seo: page.seo,
    documentType: 'breakdownPage',
  })
}

export default async function BreakdownRoute({ params }: Props) {
  const [page, settings] = await Promise.all([pageAt((await params).slug), getSiteSettings()])
  if (!page) notFound()
  return (
    <PageShell>
      <BreakdownPage page={page} settings={settings} />
    </PageShell>
  )
}
