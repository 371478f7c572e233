// Every GROQ query the site runs, in one place. TypeGen reads these (defineQuery) and writes
// their result types to web/sanity.types.ts; the content module runs them with groq-js.
import { defineQuery } from 'groq'
import type { RoutableType } from '../routes'

const testimonialFields = /* groq */ `
  _id, quote, author, location, rating,
  "service": service->title
`

const seoFields = /* groq */ `seo{ title, description }`

/** A "have ready for the technician" list (technicianChecklistItem). */
const checklistFields = /* groq */ `_key, text, picture`

export const siteSettingsQuery = defineQuery(`*[_id == "siteSettings"][0]{
  _id,
  businessName, productPhrase, phoneDisplay, phoneE164, whatsappE164, email, hours, hoursShort,
  responseTimes, tyreBrands, hotlineLabel, labels, footer, consent, notFound, shareImage,
  ${seoFields}
}`)

const homePageQuery = defineQuery(`*[_id == "homePage"][0]{
  _id,
  hero, servicesSection,
  coverageSection{ ..., "featuredTowns": featuredTowns[]->{ _id } },
  testimonialsSection{ heading, intro, "testimonials": testimonials[]->{ ${testimonialFields} } },
  faqSection{ heading, intro, "faqs": faqs[]->{ _id, question, answer } },
  contactSection,
  ${seoFields}
}`)

export const serviceCardsQuery =
  defineQuery(`*[_type == "service" && defined(slug.current)] | order(orderRank asc){
  _id, title, "slug": slug.current, icon, cardDescription, cardFeatures, ctaKind, isTyreService,
  technicianChecklist[]{ ${checklistFields} }
}`)

/** "Broken down? What to do now": the page, and the places the contact form offers. */
const breakdownPageQuery = defineQuery(`*[_id == "breakdownPage"][0]{
  _id, title, "slug": slug.current, intro, placeQuestion, adviceHeading, checklistHeading,
  places[]{ _key, label, callFirst, advice, checklist[]{ ${checklistFields} } },
  ${seoFields}
}`)

const servicePageQuery = defineQuery(`*[_type == "service" && slug.current == $slug][0]{
  _id, title, "slug": slug.current, icon, cardDescription,
  sections[]{
    ...,
    _type == "testimonialsSection" => { "testimonials": testimonials[]->{ ${testimonialFields} } },
    _type == "packageTableSection" => { "packages": packages[]->{ _id, name, interval, summary, items } }
  },
  ${seoFields}
}`)

export const townCardsQuery =
  defineQuery(`*[_type == "town" && defined(slug.current)] | order(orderRank asc){
  _id, name, "slug": slug.current, county, cardDescription
}`)

/** What the home page's postcode check carries: each town's districts and response time. */
export const coverageTownsQuery =
  defineQuery(`*[_type == "town" && defined(slug.current)] | order(orderRank asc){
  name, "slug": slug.current, responseTime, postcodeDistricts
}`)

const areasPageQuery = defineQuery(`*[_id == "areasPage"][0]{
  _id, heading, intro, countyHeading, countyIntro,
  ${seoFields}
}`)

const townPageQuery = defineQuery(`*[_type == "town" && slug.current == $slug][0]{
  _id, name, "slug": slug.current, county, cardDescription, heroHeading, heroIntro, picture, localIntro,
  responseNote, areasHeading, areasIntro, neighbourhoods, postcodeDistricts, whyChooseHeading, whyChoose,
  closingHeading, closingText,
  ${seoFields}
}`)

const legalPageQuery = defineQuery(`*[_type == "legalPage" && slug.current == $slug][0]{
  _id, title, "slug": slug.current, lastUpdated, intro, body,
  ${seoFields}
}`)

/**
 * The query for the main document of each page type (web/lib/routes.ts), by document type:
 * getPage (web/lib/content/index.ts) runs it with the page's `$slug`, and TypeGen's map of query
 * results (web/sanity.types.ts) gives its type. A new page type adds its query here.
 */
export const pageQueries = {
  homePage: homePageQuery,
  service: servicePageQuery,
  areasPage: areasPageQuery,
  town: townPageQuery,
  breakdownPage: breakdownPageQuery,
  legalPage: legalPageQuery,
} as const satisfies Record<RoutableType, string>
