// The one place that maps a service page's section blocks (by _type) to their components.
// The first hero carries the page's h1; content sections alternate between two backgrounds.
import type { ComponentType } from 'react'
import type { SiteSettings } from '@/lib/content'
import { CallBannerSection } from './call-banner-section'
import { ChecklistSection } from './checklist-section'
import { FeatureGridSection } from './feature-grid-section'
import { HeroSection } from './hero-section'
import { IntervalTableSection } from './interval-table-section'
import { PackageTableSection } from './package-table-section'
import { RepairOrReplaceSection } from './repair-or-replace-section'
import { RichTextSection } from './rich-text-section'
import { StepsSection } from './steps-section'
import { StockSizesSection } from './stock-sizes-section'
import { TestimonialsSection } from './testimonials-section'
import type { Section, SectionProps, SectionType } from './types'

const sectionComponents: { [T in SectionType]: ComponentType<SectionProps<T>> } = {
  heroSection: HeroSection,
  featureGridSection: FeatureGridSection,
  checklistSection: ChecklistSection,
  stepsSection: StepsSection,
  richTextSection: RichTextSection,
  repairOrReplaceSection: RepairOrReplaceSection,
  stockSizesSection: StockSizesSection,
  packageTableSection: PackageTableSection,
  intervalTableSection: IntervalTableSection,
  testimonialsSection: TestimonialsSection,
  callBannerSection: CallBannerSection,
}

/** Sections drawn on their own dark background take no part in the light/subtle alternation. */
const ownBackground: ReadonlySet<string> = new Set(['heroSection'])

export function SectionRenderer({
  sections,
  settings,
}: {
  sections: Section[] | null | undefined
  settings: SiteSettings
}) {
  if (!sections) return null
  const firstHero = sections.findIndex((section) => section._type === 'heroSection')
  let plainCount = 0
  return (
    <>
      {sections.map((section, index) => {
        const Component = sectionComponents[section._type] as
          | ComponentType<SectionProps<SectionType>>
          | undefined
        // Unknown types (from a newer schema) render nothing; the content pull rejects them anyway.
        if (!Component) return null
        let tone: SectionProps<SectionType>['tone'] = 'plain'
        if (!ownBackground.has(section._type)) {
          tone = plainCount % 2 === 0 ? 'plain' : 'subtle'
          plainCount += 1
        }
        return (
          <Component
            key={section._key ?? `${section._type}-${index}`}
            section={section}
            settings={settings}
            isPageHeading={index === firstHero}
            tone={tone}
          />
        )
      })}
    </>
  )
}
