// Section block types, derived from the service page query's generated result type.
import type { ServicePage, SiteSettings } from '@/lib/content'

export type Section = NonNullable<ServicePage['sections']>[number]
export type SectionType = Section['_type']
export type SectionOf<T extends SectionType> = Extract<Section, { _type: T }>

/** What every section component receives: its block, the site settings and its place on the page. */
export type SectionProps<T extends SectionType> = {
  section: SectionOf<T>
  settings: SiteSettings
  /** The page's first hero renders the h1; every other section heading is an h2. */
  isPageHeading: boolean
  /** Alternating background of plain content sections. */
  tone: 'plain' | 'subtle'
}
