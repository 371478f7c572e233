import { callBannerSection } from './call-banner-section.ts'
import { checklistSection } from './checklist-section.ts'
import { featureGridSection } from './feature-grid-section.ts'
import { heroSection } from './hero-section.ts'
import { intervalTableSection } from './interval-table-section.ts'
import { packageTableSection } from './package-table-section.ts'
import { repairOrReplaceSection } from './repair-or-replace-section.ts'
import { richTextSection } from './rich-text-section.ts'
import { stepsSection } from './steps-section.ts'
import { stockSizesSection } from './stock-sizes-section.ts'
import { testimonialsSection } from './testimonials-section.ts'

/** Every block a service page can be built from, in the order the insert menu lists them. */
export const sectionTypes = [
  heroSection,
  featureGridSection,
  checklistSection,
  stepsSection,
  richTextSection,
  repairOrReplaceSection,
  stockSizesSection,
  packageTableSection,
  intervalTableSection,
  testimonialsSection,
  callBannerSection,
]
