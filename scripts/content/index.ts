// All starter content, in the order `npm run seed` writes it and the fixture lists it.
import type { SanityDocument } from '../lib/ndjson.ts'
import { breakdownDocuments } from './breakdown.ts'
import { faqDocuments } from './faqs.ts'
import { homeDocuments } from './home.ts'
import { homeTestimonialDocuments } from './home-testimonials.ts'
import { legalDocuments } from './legal.ts'
import { packageDocuments } from './packages.ts'
import { starterAssetDocuments } from './pictures.ts'
import { redirectDocuments } from './redirects.ts'
import { serviceTestimonialDocuments } from './service-testimonials.ts'
import { serviceDocuments } from './services.ts'
import { settingsDocuments } from './settings.ts'
import { townDocuments } from './towns.ts'

/**
 * The starter content documents (not the picture assets: `npm run seed` uploads those, and
 * Sanity writes their documents). A fresh deep copy each call, so callers may edit what they get.
 */
export function starterDocuments(): SanityDocument[] {
  const documents = [
    ...settingsDocuments,
    ...homeDocuments,
    ...breakdownDocuments,
    ...serviceDocuments,
    ...packageDocuments,
    ...homeTestimonialDocuments,
    ...serviceTestimonialDocuments,
    ...faqDocuments,
    ...townDocuments,
    ...legalDocuments,
    ...redirectDocuments,
  ] as SanityDocument[]
  return structuredClone(documents)
}

/**
 * What `npm run seed -- --out` writes: the content, then the `sanity.imageAsset` documents of the
 * pictures it refers to, as Sanity would hold them after the seed's uploads.
 */
export function starterDataset(): SanityDocument[] {
  const documents = starterDocuments()
  return [...documents, ...(starterAssetDocuments(documents) as unknown as SanityDocument[])]
}
export { orderRanks, rankBetween } from './order-rank.ts'
export { assetsDir, type StarterAsset, starterAssetDocuments } from './pictures.ts'
export { redirectDocuments } from './redirects.ts'
export { serviceDocuments } from './services.ts'
export { townDocuments } from './towns.ts'
