import { callBannerSection } from './call-banner-section'
import { checklistSection } from './checklist-section'
import { featureGridSection } from './feature-grid-section'
import { heroSection } from './hero-section'
import { intervalTableSection } from './interval-table-section'
import { packageTableSection } from './package-table-section'
import { repairOrReplaceSection } from './repair-or-replace-section'
import { richTextSection } from './rich-text-section'
import { stepsSection } from './steps-section'
import { stockSizesSection } from './stock-sizes-section'
import { testimonialsSection } from './testimonials-section'

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
