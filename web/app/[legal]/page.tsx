// Legal pages at the site root (/privacy-policy/, /terms-of-service/, /cookie-policy/): one
// static page per legalPage document, every other root path stays a 404.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PageShell } from '@/components/chrome/page-shell'
import { LegalPage } from '@/components/legal/legal-page'
import { getLegalLinks, getLegalPage, getSiteSettings } from '@/lib/content'
import { legalPath } from '@/lib/routes'
import { siteUrl } from '@/lib/site-url'

type Props = { params: Promise<{ legal: string }> }

export const dynamicParams = false

export async function generateStaticParams() {
  const links = await getLegalLinks()
  return links.flatMap((link) => (link.slug ? [{ legal: link.slug }] : []))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getLegalPage((await params).legal)
  if (!page) return {}
  const title = page.seo?.title ?? page.title
  return {
    title: title ? { absolute: title } : undefined,
    description: page.seo?.description ?? page.intro ?? undefined,
    alternates: { canonical: siteUrl(legalPath(page.slug ?? '')) },
  }
}

export default async function LegalRoute({ params }: Props) {
  const [page, settings] = await Promise.all([
    getLegalPage((await params).legal),
    getSiteSettings(),
  ])
  if (!page) notFound()
  return (
    <PageShell>
      <LegalPage page={page} settings={settings} />
    </PageShell>
  )
}
