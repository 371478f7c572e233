// Every schema type the Studio knows, one per file. Field names are a contract with the site's
// queries and the starter content: rename nothing without changing those too.
import { faq } from './documents/faq.ts'
import { legalPage } from './documents/legal-page.ts'
import { redirect } from './documents/redirect.ts'
import { service } from './documents/service.ts'
import { servicePackage } from './documents/service-package.ts'
import { testimonial } from './documents/testimonial.ts'
import { town } from './documents/town.ts'
import { breakdownPlace } from './objects/breakdown/breakdown-place.ts'
import { feature } from './objects/feature.ts'
import { contactForm } from './objects/home/contact-form.ts'
import { contactSection } from './objects/home/contact-section.ts'
import { coverageSection } from './objects/home/coverage-section.ts'
import { faqSection } from './objects/home/faq-section.ts'
import { homeHero } from './objects/home/home-hero.ts'
import { homeTestimonials } from './objects/home/home-testimonials.ts'
import { servicesSection } from './objects/home/services-section.ts'
import { imagePanel } from './objects/image-panel.ts'
import { intervalRow } from './objects/interval-row.ts'
import { sectionTypes } from './objects/sections/index.ts'
import { seo } from './objects/seo.ts'
import { consent } from './objects/settings/consent.ts'
import { footer } from './objects/settings/footer.ts'
import { labels } from './objects/settings/labels.ts'
import { notFound } from './objects/settings/not-found.ts'
import { responseTimes } from './objects/settings/response-times.ts'
import { step } from './objects/step.ts'
import { technicianChecklistItem } from './objects/technician-checklist-item.ts'
import { whyChoosePoint } from './objects/why-choose-point.ts'
import { areasPage } from './singletons/areas-page.ts'
import { breakdownPage } from './singletons/breakdown-page.ts'
import { homePage } from './singletons/home-page.ts'
import { siteSettings } from './singletons/site-settings.ts'

/**
 * The singletons: document types with one document, at the id that is the type's name (the site
 * reads `*[_id == "homePage"]`). The Studio edits each from its content menu (structure.ts),
 * never creates, duplicates, unpublishes or deletes one (sanity.config.ts); the build refuses a
 * dataset without each of them (scripts/build/validate-content.ts).
 */
export const singletons = [siteSettings, homePage, areasPage, breakdownPage]

/** The singletons' type names, each also its document's `_id`. */
export const singletonTypes: ReadonlySet<string> = new Set(singletons.map((type) => type.name))

export const schemaTypes = [
  ...singletons,
  // Documents
  service,
  town,
  testimonial,
  servicePackage,
  legalPage,
  faq,
  redirect,
  // Shared objects
  seo,
  feature,
  step,
  intervalRow,
  whyChoosePoint,
  imagePanel,
  technicianChecklistItem,
  breakdownPlace,
  // Site settings objects
  responseTimes,
  labels,
  footer,
  consent,
  notFound,
  // Home page objects
  homeHero,
  servicesSection,
  coverageSection,
  homeTestimonials,
  faqSection,
  contactSection,
  contactForm,
  // Service page sections
  ...sectionTypes,
]
