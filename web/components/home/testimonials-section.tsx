// Home testimonials: six customer quotes, each with its star rating, the service and the town.
import type { HomePage, SiteSettings } from '@/lib/content'
import { TestimonialGrid } from '../ui/testimonial-card'
import { HomeSection } from './home-section'

const testimonialsAnchor = 'testimonials'

export function HomeTestimonials({
  section,
  settings,
}: {
  section: HomePage['testimonialsSection']
  settings: SiteSettings
}) {
  const testimonials = section?.testimonials?.filter((item) => item !== null) ?? []
  if (testimonials.length === 0) return null
  return (
    <HomeSection
      id={testimonialsAnchor}
      heading={section?.heading}
      intro={section?.intro}
      source={section}
    >
      <TestimonialGrid testimonials={testimonials} settings={settings} />
    </HomeSection>
  )
}
