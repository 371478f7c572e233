import { PageShell } from '@/components/chrome/page-shell'
import { HomeHero } from '@/components/home/home-hero'
import { ServiceCards } from '@/components/home/service-cards'
import { getHomePage, getServiceCards, getSiteSettings } from '@/lib/content'

export default async function HomePageRoute() {
  const [settings, home, services] = await Promise.all([
    getSiteSettings(),
    getHomePage(),
    getServiceCards(),
  ])
  return (
    <PageShell onHomePage>
      <HomeHero hero={home.hero} settings={settings} />
      <ServiceCards section={home.servicesSection} services={services} settings={settings} />
    </PageShell>
  )
}
