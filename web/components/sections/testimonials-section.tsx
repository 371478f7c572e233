// Customer quotes as figures: the quote, a star rating, and who said it, where and for what.
import { TestimonialGrid } from '../ui/testimonial-card'
import { SectionHeading, SectionShell, sectionHeadingId } from './section-shell'
import type { SectionProps } from './types'

export function TestimonialsSection({
  section,
  settings,
  tone,
}: SectionProps<'testimonialsSection'>) {
  const headingId = sectionHeadingId(section._key, section._type)
  const testimonials = section.testimonials?.filter((item) => item !== null) ?? []
  if (testimonials.length === 0) return null
  return (
    <SectionShell headingId={headingId} tone={tone} source={section}>
      <SectionHeading id={headingId} section={section} />
      <TestimonialGrid testimonials={testimonials} settings={settings} />
    </SectionShell>
  )
}
