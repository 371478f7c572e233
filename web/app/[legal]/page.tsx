// Legal pages at the site root (/privacy-policy/, /terms-of-service/, /cookie-policy/): one
// static page per legalPage document, every other root path stays a 404.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PageShell } from '@/components/chrome/page-shell'
import { LegalPage } from '@/components/legal/legal-page'
import { LegalJsonLd } from '@/components/seo/json-ld'
import { getPage, getSiteSettings, staticParams } from '@/lib/content'
import { legalPath } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ legal: string }> }

export const generateStaticParams = staticParams('legalPage', (legal) => ({ legal }))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getPage('legalPage', (await params).legal)
  if (!page) return {}
  return pageMetadata({
    path: legalPath(page.slug ?? ''),
    title: page.title,
    description: page.intro,
    seo: page.seo,
    documentType: 'legalPage',
  })
}

export default async function LegalRoute({ params }: Props) {
  const [page, settings] = await Promise.all([
    getPage('legalPage', (await params).legal),
    getSiteSettings(),
  ])
  if (!page) notFound()
  return (
    <PageShell>
      <LegalJsonLd page={page} />
      <LegalPage page={page} settings={settings} />
    </PageShell>
  )
}
