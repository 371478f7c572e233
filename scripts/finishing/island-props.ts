// An island's props out of the page: what its server parent handed it (class names, the contact
// form's and the consent notice's words, the postcode check's towns) is JSON only the island's
// script reads, when the visitor first heads for the island. In the page it is bytes
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
import { attributeRange, type BuiltPage, contentRange } from './page.ts'

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
    const moved = fileOf(json)
    files.push(moved)
    page.replace(range, `data-props-src="/${moved.file}"`)
  }
  return files
}

/** A file under islandPropsFolder named by a hash of its text: one for every page that has it. */
function fileOf(text: string): PageFile {
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 16)
  return { file: `${islandPropsFolder.slice(1)}${hash}.json`, text }
}

/**
 * Moves the content of each element marked data-deferred (server HTML that only some visitors
 * see: the consent notice, shown at load only when no choice is stored, <OnLoad deferred>,
 * web/islands/on-load-marker.tsx) into a file under islandPropsFolder and points the element at
 * it (data-deferred="/_islands/props/<hash>.json"); web/islands/deferred-html.ts fetches it when
 * it is to be shown. The same notice on every page is one file, fetched once. Runs after
 * moveIslandProps (an island inside keeps its props file) and after compact-css and the icons
 * (the content's class names and drawings are the page's).
 */
export function moveDeferredHtml(page: BuiltPage): PageFile[] {
  const files: PageFile[] = []
  for (const element of page.elements) {
    const range = attributeRange(element, 'data-deferred')
    const content = contentRange(element)
    // Moved already (postbuild run again on its own output): the attribute holds the address.
    if (!page.holds(element) || !range || !content || attributeValue(page.text(range)) !== '')
      continue
    // A JSON string: the hosts redirect an address ending in .html to its pretty form.
    const moved = fileOf(JSON.stringify(page.text(content)))
    files.push(moved)
    page.replace(content, '')
    page.replace(range, `data-deferred="/${moved.file}"`)
  }
  return files
}
