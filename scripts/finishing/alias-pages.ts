// A page's second address (PageAlias in web/lib/routes.ts: a town's /areas/{town}/) shows the
// same page, so postbuild writes it as a copy of the finished main page rather than having Next
// render every page twice (at 1,000 towns, a thousand renders and a thousand parses more). The
// copy differs by one tag: a robots meta keeping the alias out of search indexes; its canonical
// link, og:url and everything else already name the main address. The preview server, which
// renders on request, rewrites the alias to its main page instead (web/next.config.ts).
import type { SanityDocument } from '../lib/ndjson.ts'
import { datasetAddresses } from '../lib/site-addresses.ts'

/** What Next writes for `robots: { index: false, follow: true }` (web/lib/seo.ts, aliases). */
export const aliasRobotsTag = '<meta name="robots" content="noindex, follow"/>'

export class AliasPageError extends Error {
  override name = 'AliasPageError'
}

/** An alias and the page it shows, as export files ('areas/bath/index.html'). */
export type AliasFile = { file: string; mainFile: string }

const fileOf = (path: string) => `${path.replace(/^\//, '')}index.html`

/** The alias pages of a dataset (every page type's aliases, for the pages that have a slug). */
export function aliasFiles(documents: readonly SanityDocument[]): AliasFile[] {
  return datasetAddresses(documents).flatMap((address) =>
    address.aliasOf === undefined
      ? []
      : [{ file: fileOf(address.path), mainFile: fileOf(address.aliasOf) }],
  )
}

/**
 * The alias of a finished main page: the page with the robots tag before its canonical link,
 * where Next puts it. Fails, naming the file, on a page without a canonical link (the alias
 * would claim to be a page of its own) or with a robots tag already (it would carry two).
 */
export function aliasPage(mainHtml: string, alias: AliasFile): string {
  const canonical = mainHtml.indexOf('<link rel="canonical"')
  if (canonical < 0) {
    throw new AliasPageError(
      `${alias.mainFile} has no canonical link, so ${alias.file} cannot be written as its copy`,
    )
  }
  if (mainHtml.slice(0, mainHtml.indexOf('</head>')).includes('<meta name="robots"')) {
    throw new AliasPageError(
      `${alias.mainFile} already has a robots tag, so ${alias.file} cannot add its noindex one`,
    )
  }
  return `${mainHtml.slice(0, canonical)}${aliasRobotsTag}${mainHtml.slice(canonical)}`
}
