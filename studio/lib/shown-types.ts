// The document types the website shows, whose Publish staff wait to see live: every type with a
// page of its own (the page-type registry in web/lib/routes.ts, via lib/presentation.ts), and
// the documents those pages show from elsewhere (site settings on every page; testimonials, FAQs
// and packages where a page lists them). Redirects are left out: they change the site's
// _redirects, not what a page shows.
import { routableTypes } from './presentation.ts'

export const shownTypes: ReadonlySet<string> = new Set([
  ...routableTypes,
  'siteSettings',
  'testimonial',
  'faq',
  'servicePackage',
])
