// One page as Next wrote it, finished: the steps of this room in their order.
import { inspectBuiltPage, metaPolicy, type PageInspection, withMetaPolicy } from './csp.ts'
import { compactPageSvgs } from './inline-svg.ts'
import { moveDeferredHtml, moveIslandProps, type PageFile } from './island-props.ts'
import { type IslandsBuild, islandsLoader, toIslandPage } from './islands.ts'
import { BuiltPage } from './page.ts'
import { compactPageCss } from './page-css.ts'
import { jsonLdScript } from './page-scripts.ts'

/**
 * The only inline scripts a static page keeps once Next's are out (page-scripts.ts says why each
 * is there): any other is a problem, naming the page.
 */
const staticPageScripts = [jsonLdScript, islandsLoader]

/**
 * A finished page, what its policy allows (its hashes) or cannot allow (problems), and the files
 * it refers to that the caller writes into the export (its islands' props).
 */
export type FinishedPage = PageInspection & { html: string; files: PageFile[] }

/**
 * One page as Next wrote it, finished: the islands loader in place of Next's scripts, its CSS and
 * icons compacted, its policy in its <head>. `file` is its path in the export; `shownFile` names
 * it in problems. The page is finished even when it has problems; the caller decides.
 */
export function finishPage(
  html: string,
  islands: IslandsBuild,
  file: string,
  shownFile = file,
): FinishedPage {
  // Next's scripts (most of the bytes Next writes: the RSC payload) go first, as text; what is
  // left is parsed once and each step reads and edits that one tree.
  const page = new BuiltPage(toIslandPage(html, islands, file), file)
  // The same page in fewer bytes: compact CSS, only the tokens it uses, each icon drawn once.
  compactPageCss(page)
  compactPageSvgs(page)
  // What only the islands' scripts read, and HTML only some visitors see, leave the first round trip.
  const files = [...moveIslandProps(page), ...moveDeferredHtml(page)]
  const inspection = inspectBuiltPage(page, shownFile, { expectedScripts: staticPageScripts })
  return { ...inspection, html: withMetaPolicy(page.html(), metaPolicy(inspection), file), files }
}
