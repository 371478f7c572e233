// Every schema type the Studio knows, one per file. Field names are a contract with the site's
// queries and the starter content: rename nothing without changing those too.
import { faq } from './documents/faq'
import { legalPage } from './documents/legal-page'
import { redirect } from './documents/redirect'
import { service } from './documents/service'
import { servicePackage } from './documents/service-package'
import { testimonial } from './documents/testimonial'
import { town } from './documents/town'
import { feature } from './objects/feature'
import { contactForm } from './objects/home/contact-form'
import { contactSection } from './objects/home/contact-section'
import { coverageSection } from './objects/home/coverage-section'
import { faqSection } from './objects/home/faq-section'
import { homeHero } from './objects/home/home-hero'
import { homeTestimonials } from './objects/home/home-testimonials'
import { servicesSection } from './objects/home/services-section'
import { imagePanel } from './objects/image-panel'
import { intervalRow } from './objects/interval-row'
import { sectionTypes } from './objects/sections'
import { seo } from './objects/seo'
import { consent } from './objects/settings/consent'
import { footer } from './objects/settings/footer'
import { labels } from './objects/settings/labels'
import { notFound } from './objects/settings/not-found'
import { responseTimes } from './objects/settings/response-times'
import { step } from './objects/step'
import { whyChoosePoint } from './objects/why-choose-point'
import { homePage } from './singletons/home-page'
import { siteSettings } from './singletons/site-settings'

/** Document types edited at a fixed id from the desk structure, never created from a menu. */
export const singletonTypes = new Set(['siteSettings', 'homePage'])

export const schemaTypes = [
  // Singletons
  siteSettings,
  homePage,
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
