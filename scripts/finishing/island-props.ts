// An island's props out of the page: what its server parent handed it (class names, the contact
// form's and the consent notice's words, the postcode check's towns) is JSON only the island's
// script reads, after the load event or at the visitor's first touch. In the page it is bytes
// of the first round trip (about 2.7 kB gzip of the home page's, issue 40) that no visitor reads
// and no paint needs. So each island's props larger than a few bytes go to a file of their own,
// named by a hash of their text (one file for every page with the same props: the consent
// notice's, the menu's), and the island's root keeps its address: data-props-src. The browser
// entry fetches it beside the island's chunk (web/islands/browser.tsx); the page's policy allows
// it (connect-src 'self').
// Runs after compact-css, which rewrites the class names inside the props.
import { createHash } from 'node:crypto'
import { parseFragment } from 'parse5'
import { islandsFolder } from '../../web/lib/routes.ts'
import { attributeRange, type BuiltPage } from './page.ts'

/** Where the props files go, under the islands' folder (which buildIslands empties first). */
export const islandPropsFolder = `${islandsFolder}props/`

/** Props of at most this many characters stay in the page: a file would cost more than it saves. */
export const inlinePropsLimit = 64

/** A file the page refers to: its path in the export (no leading slash) and its text. */
export type PageFile = { file: string; text: string }

/** The value of an attribute as written (`name='…'` or `name="…"`), its entities decoded. */
function attributeValue(written: string): string {
  const element = parseFragment(`<i ${written}></i>`).childNodes[0] as
    | { attrs?: { name: string; value: string }[] }
    | undefined
  const value = element?.attrs?.[0]?.value
  if (value === undefined) throw new Error(`island props: cannot read the attribute ${written}`)
  return value
}

/**
 * Moves each island's props (data-props) larger than inlinePropsLimit into a file under
 * islandPropsFolder and points the island at it (data-props-src). Returns the files to write.
 * Throws, naming the page, when the props are not JSON.
 */
export function moveIslandProps(page: BuiltPage): PageFile[] {
  const files: PageFile[] = []
  for (const element of page.elements) {
    if (
      !page.holds(element) ||
      !element.attrs.some((attribute) => attribute.name === 'data-island')
    )
      continue
    const range = attributeRange(element, 'data-props')
    if (!range) continue
    const json = attributeValue(page.text(range))
    try {
      JSON.parse(json)
    } catch (error) {
      throw new Error(
        `island props: ${page.file}: data-props is not JSON (${(error as Error).message})`,
      )
    }
    if (json.length <= inlinePropsLimit) continue
    const hash = createHash('sha256').update(json).digest('base64url').slice(0, 16)
    const path = `${islandPropsFolder}${hash}.json`
    files.push({ file: path.slice(1), text: json })
    page.replace(range, `data-props-src="${path}"`)
  }
  return files
}
