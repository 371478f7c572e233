// Page finishing: what postbuild does to each page Next wrote before it is served. Next's
// scripts make way for the islands (islands.ts); the page is parsed once (page.ts) and its CSS
// compacted, its unused tokens dropped (page-css.ts: compact-css.ts, unused-tokens.ts) and each
// repeated icon drawn once (inline-svg.ts), its islands' props moved to files of their own
// (island-props.ts); it may keep only the inline scripts the site writes
// (page-scripts.ts), and its strict policy, from what it holds, goes first in its <head>
// (csp.ts); a page's second address is written as a copy of it (alias-pages.ts).
// This file is the room's door: the rest of the repository imports only what it exports
// (.biome.json), and the room reaches the site only through web/lib/routes.ts and the style
// group names server-chakra writes (web/components/server-chakra/style-groups.ts).
import { inspectBuiltPage, metaPolicy, type PageInspection, withMetaPolicy } from './csp.ts'
import { compactPageSvgs } from './inline-svg.ts'
import { moveIslandProps, type PageFile } from './island-props.ts'
import { type IslandsBuild, islandsLoader, toIslandPage } from './islands.ts'
import { BuiltPage } from './page.ts'
import { compactPageCss } from './page-css.ts'
import { jsonLdScript } from './page-scripts.ts'

export { AliasPageError, aliasFiles, aliasPage } from './alias-pages.ts'
export {
  CspError,
  inspectPage,
  metaPolicy,
  pageMetaPolicy,
  siteHeaderPolicy,
  sitePolicy,
  withMetaPolicy,
} from './csp.ts'
export { islandPropsFolder, type PageFile } from './island-props.ts'
export { buildIslands, dropRscPayloads, type IslandsBuild } from './islands.ts'

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
  // What only the islands' script reads leaves the first round trip.
  const files = moveIslandProps(page)
  const inspection = inspectBuiltPage(page, shownFile, { expectedScripts: staticPageScripts })
  return { ...inspection, html: withMetaPolicy(page.html(), metaPolicy(inspection), file), files }
}
