// The document types the website shows, whose Publish staff wait to see live: every type with a
// page of its own (the page-type registry in web/lib/routes.ts, via lib/presentation.ts), and
// the documents those pages show from elsewhere (site settings on every page; testimonials, FAQs
// and packages where a page lists them). Redirects are left out: they change the site's
// _redirects, not what a page shows, and have no badge; `liveTypes` adds them.
import { routableTypes } from './presentation.ts'

export const shownTypes: ReadonlySet<string> = new Set([
  ...routableTypes,
  'siteSettings',
  'testimonial',
  'faq',
  'servicePackage',
])

/**
 * The document types whose Publish changes the live site: the shown types and the redirects.
 * A Publish of one starts a rebuild (scripts/webhook.ts), and the build record lists exactly
 * these (scripts/lib/build-record.ts): nothing else a dataset holds (picture assets, Sanity's
 * own documents) is named on the public site.
 */
export const liveTypes: ReadonlySet<string> = new Set([...shownTypes, 'redirect'])
