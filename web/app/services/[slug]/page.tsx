// A service page: its ordered section blocks, rendered by the section renderer.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PageShell } from '@/components/chrome/page-shell'
import { HeroSection } from '@/components/sections/hero-section'
import { SectionRenderer } from '@/components/sections/section-renderer'
import { ServiceJsonLd } from '@/components/seo/json-ld'
import { getPage, getSiteSettings, staticParams } from '@/lib/content'
import { servicePath } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'

type Params = { slug: string }

export const generateStaticParams = staticParams('service', (slug): Params => ({ slug }))

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { slug } = await params
  const service = await getPage('service', slug)
  if (!service) return {}
  return pageMetadata({
    path: servicePath(slug),
    title: service.title,
    description: service.cardDescription,
    seo: service.seo,
    documentType: 'service',
    picture: service.sections?.find((section) => section._type === 'heroSection')?.picture,
  })
}

export default async function ServicePageRoute({ params }: { params: Promise<Params> }) {
  const { slug } = await params
  const [service, settings] = await Promise.all([getPage('service', slug), getSiteSettings()])
  if (!service) notFound()
  const sections = service.sections ?? []
  const hasHero = sections.some((section) => section._type === 'heroSection')
  return (
    <PageShell>
      <ServiceJsonLd service={service} />
      {hasHero ? null : (
        // Every page needs its h1: without a hero block, the service title and card text stand in.
        <HeroSection
          section={{
            _type: 'heroSection',
            _key: 'fallback-hero',
            heading: service.title ?? undefined,
            intro: service.cardDescription ?? undefined,
            showQuoteButton: true,
          }}
          settings={settings}
          isPageHeading
          tone="plain"
        />
      )}
      <SectionRenderer sections={sections} settings={settings} />
    </PageShell>
  )
}
