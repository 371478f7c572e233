// The home page, top to bottom in the product owner's order: hero, services, coverage, testimonials,
// the further section (FAQs) and contact.
import type { Metadata } from 'next'
import { PageShell } from '@/components/chrome/page-shell'
import { ContactSection } from '@/components/home/contact-section'
import { CoverageSection } from '@/components/home/coverage-section'
import { FaqSection } from '@/components/home/faq-section'
import { HomeHero } from '@/components/home/home-hero'
import { ServiceCards } from '@/components/home/service-cards'
import { HomeTestimonials } from '@/components/home/testimonials-section'
import { HomeJsonLd } from '@/components/seo/json-ld'
import {
  editTarget,
  getBreakdownPage,
  getCoverageTowns,
  getHomePage,
  getServiceCards,
  getSiteSettings,
  getTownCards,
} from '@/lib/content'
import { breakdownPath, homePath } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'

export async function generateMetadata(): Promise<Metadata> {
  const home = await getHomePage()
  return pageMetadata({
    path: homePath,
    seo: home.seo,
    documentType: 'homePage',
    picture: home.hero?.picture,
  })
}

export default async function HomePageRoute() {
  const [settings, home, services, towns, coverageTowns, breakdown] = await Promise.all([
    getSiteSettings(),
    getHomePage(),
    getServiceCards(),
    getTownCards(),
    getCoverageTowns(),
    getBreakdownPage(),
  ])
  return (
    <PageShell onHomePage>
      <HomeJsonLd />
      <HomeHero
        hero={home.hero}
        settings={settings}
        breakdown={
          breakdown.slug && breakdown.title
            ? {
                title: breakdown.title,
                href: breakdownPath(breakdown.slug),
                editTarget: editTarget(breakdown, 'title'),
              }
            : null
        }
      />
      <ServiceCards section={home.servicesSection} services={services} settings={settings} />
      <CoverageSection
        section={home.coverageSection}
        towns={towns}
        coverageTowns={coverageTowns}
        settings={settings}
      />
      <HomeTestimonials section={home.testimonialsSection} settings={settings} />
      <FaqSection section={home.faqSection} />
      <ContactSection
        section={home.contactSection}
        services={services}
        settings={settings}
        breakdown={breakdown}
      />
    </PageShell>
  )
}
