// compact-css.ts and unused-tokens.ts on a page postbuild has parsed once (page.ts): they read
// the page's <style> groups and its attributes from the one tree, and replace only those texts.
import { createHash } from 'node:crypto'
import { globalGroup, ruleGroups } from '../../web/components/server-chakra/style-groups.ts'
import { atomicClasses, inlineTokenValues, type StyleBlock } from './compact-css.ts'
import { attributeRange, type BuiltPage, contentRange, type Range } from './page.ts'
import { inNameOrder } from './rule-order.ts'
import { sheetWithoutUnusedReset } from './unused-reset.ts'
import { sheetWithUsedTokens } from './unused-tokens.ts'

/** The attributes where class lists live: class="", and the props handed to islands. */
const classListAttributes = ['class', 'data-props']

/** The <style data-precedence> blocks server-chakra writes (React's data-href allowed). */
function styleGroups(page: BuiltPage): Array<{ group: string; content: Range }> {
  const groups: Array<{ group: string; content: Range }> = []
  for (const element of page.elements) {
    if (element.tagName !== 'style' || !page.holds(element)) continue
    const [first, ...rest] = element.attrs
    if (first?.name !== 'data-precedence' || !/^[\w-]+$/.test(first.value)) continue
    if (rest.length > 1 || (rest[0] && rest[0].name !== 'data-href')) continue
    const content = contentRange(element)
    if (content) groups.push({ group: first.value, content })
  }
  return groups
}

// Pages built from one template (a thousand town pages) repeat the same style sheets and class
// lists, and inlineTokenValues and atomicClasses depend on nothing else: each result is kept by
// a hash of its inputs, so a build computes each distinct one once (at 1,000 towns, about twenty
// for the town pages instead of a thousand). A page whose inputs fail is never kept: it fails
// again, naming itself.
const computed = new Map<string, unknown>()

function once<T>(step: string, inputs: readonly string[], compute: () => T): T {
  const hash = createHash('sha256').update(step)
  for (const input of inputs) hash.update(`\0${input.length}\0`).update(input)
  const key = hash.digest('hex')
  if (computed.has(key)) return computed.get(key) as T
  const result = compute()
  computed.set(key, result)
  return result
}

const blockInputs = (blocks: StyleBlock[]) => [
  String(blocks.length),
  ...blocks.flatMap(({ group, css }) => [group, css]),
]

/**
 * The page's CSS compacted: each rule group in one order (rule-order.ts), tokens inlined, rules made atomic, the reset's rules for elements the
 * page lacks and the unused tokens dropped.
 */
export function compactPageCss(page: BuiltPage): void {
  const groups = styleGroups(page)
  const blocks = () => groups.map(({ group, content }) => ({ group, css: page.text(content) }))
  const write = (css: string[]) =>
    groups.forEach(({ content }, index) => {
      page.replace(content, css[index] as string)
    })

  // Each rule group in one order, whatever order Next wrote it in (rule-order.ts). The class
  // lists are read here, before anything is rewritten (only the CSS is).
  const classLists: Range[] = []
  for (const element of page.elements) {
    if (!page.holds(element)) continue
    for (const name of classListAttributes) {
      const range = attributeRange(element, name)
      if (range) classLists.push(range)
    }
  }
  const lists = classLists.map((range) => page.text(range))
  const written = blocks()
  const ordered = written.map(({ group, css }) =>
    (ruleGroups as readonly string[]).includes(group)
      ? once('order', [css, ...lists], () => inNameOrder(css, lists))
      : css,
  )
  if (ordered.some((css, index) => css !== written[index]?.css)) write(ordered)

  const original = blocks()
  const inlined = once('inline', blockInputs(original), () =>
    inlineTokenValues(original, page.file),
  )
  if (inlined) write(inlined)

  const styles = blocks()
  const atomic = once('atomic', [...blockInputs(styles), ...lists], () =>
    atomicClasses(styles, lists, page.file),
  )
  if (atomic) {
    write(atomic.css)
    for (const range of classLists) {
      const text = page.text(range)
      const rewritten = atomic.rewrite(text)
      if (rewritten !== text) page.replace(range, rewritten)
    }
  }

  const global = groups.find(({ group }) => group === globalGroup)
  if (!global) return
  // The reset's rules for elements the page does not hold go first, then the tokens only
  // they used.
  const sheet = sheetWithoutUnusedReset(page.text(global.content), page.source)
  const shaken = sheetWithUsedTokens(
    sheet,
    // The roots: the rest of the page's CSS, and every attribute (an icon's fill="var(…)").
    (tokens) => [
      sheet.replace(tokens, ''),
      ...page.elements.flatMap((element) => {
        if (!page.holds(element)) return []
        const texts = element.attrs.map((attribute) => {
          const range = classListAttributes.includes(attribute.name)
            ? attributeRange(element, attribute.name)
            : undefined
          return range ? page.text(range) : attribute.value
        })
        const content = element.tagName === 'style' ? contentRange(element) : undefined
        if (content && content.start !== global.content.start) texts.push(page.text(content))
        return texts
      }),
    ],
    page.file,
  )
  page.replace(global.content, shaken)
}
