// The CSS in every page's <head>, made smaller without changing what it paints (the budget is
// at most 30 kB per page, held by tests/build/integrity.test.ts). server-chakra writes one
// `css-<hash>` class per style object (see docs/styling-and-islands.md); two pages' worth of cards and buttons then repeat the same
// declarations hundreds of times, each with `var(--chakra-…)` references to tokens that never
// change. postbuild runs two steps over each page, then drops the token declarations nothing
// refers to any more (unused-tokens.ts):
//
//  1. inlineTokenValues: a token declared once, in the tokens layer's root rule, and assigned nowhere
//     else on the page, has one value everywhere: `var(--chakra-spacing-4)` becomes `1rem`.
//     (The site has no dark mode, so no token has a conditional value; colorPalette variables
//     are assigned per element and stay variables.)
//  2. atomicClasses: in the style-prop rules (the `chakra` group), a declaration two rules share (in
//     the same at-rules, with the same selector shape: `&`, `&:hover`, `& svg`…) becomes one short
//     class, `_<n>`, written once; what is a rule's own stays together in a class of its own per
//     selector shape. An element's `css-<hash>` class is replaced by those classes, in class=""
//     and in the props handed to islands alike. Recipe classes (base, variants) are left whole:
//     every button or link already shares them. Within the group the order of the sheet matters
//     only between declarations that can override each other (the same property, or a shorthand
//     and its longhands); the classes are sorted so that every such pair comes in the order the
//     original rule, or the original sheet for two rules on one element, had it. A rule whose
//     order cannot be kept that way stays whole, after the group's atoms.
//
// Each step fails loudly, naming the page and the cause, when Chakra's or React's output no longer
// has the shape relied on here (compact-css.test.ts beside it holds that shape).
import { compile, type Element } from 'stylis'
import {
  globalGroup,
  type RuleGroup,
  ruleGroups,
  tokensLayer,
} from '../../web/components/server-chakra/style-groups.ts'

/**
 * The groups made atomic: style props only. A recipe's base and variants are classes every button
 * (link, heading…) already shares; split into atoms they would only lengthen each element's class
 * list (a button's base alone is some 40 declarations).
 */
const atomicGroups = new Set<string>(['chakra'] satisfies RuleGroup[])

/** A <style> block of a page: its group (data-precedence) and its CSS. */
export type StyleBlock = { group: string; css: string }

export class CompactCssError extends Error {
  override name = 'CompactCssError'
}

// ---------------------------------------------------------------------------------------------
// 1. Token values inlined

const customProperty = /(--(?:[\w-]|\\.)+):/g
const plainReference = /var\((--(?:[\w-]|\\.)+)\)/g

/**
 * A page's <style> blocks with every `var(--token)` (no fallback) of a constant token replaced by
 * its value, in every block but the tokens layer itself: each block's CSS, in the blocks' order,
 * or null when the page has no site-wide sheet. A token is constant when the tokens layer
 * declares it exactly once, in a rule of its own at the top of the layer (Chakra's cssVarsRoot),
 * and no other CSS of the page assigns it.
 */
export function inlineTokenValues(blocks: StyleBlock[], page: string): string[] | null {
  const global = blocks.find((block) => block.group === globalGroup)
  if (!global) return null
  const sheet = global.css
  const layer = tokensLayer(sheet)
  if (!layer)
    throw new CompactCssError(`compact-css: ${page}'s site-wide sheet has no @layer tokens block`)
  const tokens = sheet.slice(layer.start, layer.end)
  const rootRule = /^([^{}@]+)\{([^{}]*)\}/.exec(tokens)
  if (!rootRule)
    throw new CompactCssError(
      `compact-css: ${page}'s tokens layer does not open with Chakra's root rule (selector{--token:value;…})`,
    )
  // How often each variable is assigned anywhere on the page (the root rule included).
  const assigned = new Map<string, number>()
  for (const block of blocks)
    for (const [, name] of block.css.matchAll(customProperty))
      assigned.set(name as string, (assigned.get(name as string) ?? 0) + 1)
  const constant = new Map<string, string>()
  for (const [, name, value] of (rootRule[2] as string).matchAll(/(--(?:[\w-]|\\.)+):([^;]*);?/g))
    if (assigned.get(name as string) === 1) constant.set(name as string, value as string)
  const resolve = (css: string, seen: Set<string> = new Set()): string =>
    css.replace(plainReference, (text, name: string) => {
      const value = constant.get(name)
      if (value === undefined || seen.has(name)) return text
      return resolve(value, new Set([...seen, name]))
    })
  return blocks.map(({ group, css }) => {
    if (group !== globalGroup) return resolve(css)
    // Inside the site-wide sheet: everything but the tokens layer (unused-tokens.ts drops the
    // declarations no longer referred to).
    const own = tokensLayer(css) as { start: number; end: number }
    return (
      resolve(css.slice(0, own.start)) + css.slice(own.start, own.end) + resolve(css.slice(own.end))
    )
  })
}

// ---------------------------------------------------------------------------------------------
// 2. Atomic classes

/**
 * The properties a declaration can override, as one family name: two declarations conflict (the
 * later wins) only within a family. Generous on purpose: a family too wide only adds order
 * constraints, one too narrow would let a shorthand and its longhand swap places.
 */
export function propertyFamily(property: string): string {
  if (property.startsWith('--')) return property
  const name = property.replace(/^-(?:webkit|moz|ms)-/, '')
  if (name === 'all') return '*'
  if (/^(?:inset|top|right|bottom|left)(?:-|$)/.test(name)) return 'inset'
  if (/^(?:(?:row-|column-|grid-)?gap)$/.test(name)) return 'gap'
  if (/^(?:place|align|justify)-/.test(name)) return 'align'
  if (/^(?:min-|max-)?(?:width|inline-size)$/.test(name)) return 'width'
  if (/^(?:min-|max-)?(?:height|block-size)$/.test(name)) return 'height'
  if (name === 'line-height' || name.startsWith('font')) return 'font'
  if (name === 'white-space' || name.startsWith('text-') || name === 'word-wrap') return 'text'
  if (name === 'overflow-wrap' || name === 'word-break') return 'text'
  return name.split('-')[0] as string
}

const conflicts = (a: string, b: string) => a === '*' || b === '*' || a === b

/** A class of the compacted sheet: one rule (selector shape, at-rules, declarations). */
type Atom = {
  key: string
  group: string
  /** At-rules around the rule, outermost first (`@layer recipes`, `@media …`). */
  context: string[]
  /** The selector with the class as `&`: `&`, `&:is(:hover, [data-hover])`, `& svg`… */
  pattern: string
  /** `color:red`: one for a shared atom, any number for a rule's own remainder. */
  declarations: string[]
  /** Where it first appeared in the page's sheet. */
  index: number
  name?: string
}

/** One declaration of a rule as written: where it is, what it can override. */
type Entry = {
  key: string
  context: string[]
  pattern: string
  declaration: string
  family: string
}

/** A rule of the original sheet: its class (the owner), its declarations in order, its text. */
type Owner = {
  className: string
  group: string
  index: number
  entries: Entry[]
  /** Each entry's class, once the owner is made atomic (parallel to entries). */
  atomsOf: Atom[]
  /** The owner's rules as written, for an owner kept whole. */
  whole: Array<{ context: string[]; selector: string; declarations: string[] }>
  atomic: boolean
}

const ownerClass = /\.(css-[a-z0-9]+)(?![\w-])/g
// A list starts at a word's start (the lookbehind): a search from inside a word, at every
// character of the page's text, made this regex most of postbuild's time at 2,000 pages.
const classList = /(?<![\w-])(?:[\w-]+ )*css-[a-z0-9]+(?: [\w-]+)*/g
const atomPrefix = '_'

function walkRules(
  nodes: Element[],
  context: string[],
  visit: (rule: Element, context: string[]) => void,
  fail: (why: string) => never,
) {
  for (const node of nodes) {
    if (node.type === 'rule') visit(node, context)
    else if (node.type === '@media' || node.type === '@layer' || node.type === '@supports')
      walkRules(node.children as Element[], [...context, node.value], visit, fail)
    else if (node.type !== 'comm') fail(`an unexpected ${node.type} (${node.value.slice(0, 60)})`)
  }
}

/** The selector shape of a rule with its one owner class as `&`, or null if it has not one. */
function patternOf(selectors: string[]): { owner: string; pattern: string } | null {
  let owner: string | undefined
  const shapes: string[] = []
  for (const selector of selectors) {
    const found = [...selector.matchAll(ownerClass)].map((match) => match[1] as string)
    if (found.length !== 1 || (owner !== undefined && found[0] !== owner)) return null
    owner = found[0]
    shapes.push(selector.replace(ownerClass, '&'))
  }
  return owner ? { owner, pattern: shapes.join(',') } : null
}

/** Does `to` already come after `from` in the order constraints? */
function reaches(edges: Map<Atom, Set<Atom>>, from: Atom, to: Atom): boolean {
  const stack = [from]
  const seen = new Set<Atom>()
  while (stack.length > 0) {
    const atom = stack.pop() as Atom
    if (atom === to) return true
    if (seen.has(atom)) continue
    seen.add(atom)
    for (const next of edges.get(atom) ?? []) stack.push(next)
  }
  return false
}

/** The atoms in an order that keeps every constraint, same at-rules together where it can. */
function sortAtoms(atoms: Atom[], edges: Map<Atom, Set<Atom>>): Atom[] {
  const waiting = new Map<Atom, number>(atoms.map((atom) => [atom, 0]))
  for (const targets of edges.values())
    for (const target of targets) waiting.set(target, (waiting.get(target) ?? 0) + 1)
  const ready = atoms.filter((atom) => waiting.get(atom) === 0)
  const sorted: Atom[] = []
  let context = ''
  while (ready.length > 0) {
    ready.sort(byText)
    const same = ready.findIndex((atom) => atom.context.join('\n') === context)
    const [atom] = ready.splice(same === -1 ? 0 : same, 1) as [Atom]
    sorted.push(atom)
    context = atom.context.join('\n')
    for (const next of edges.get(atom) ?? []) {
      const left = (waiting.get(next) as number) - 1
      waiting.set(next, left)
      if (left === 0) ready.push(next)
    }
  }
  return sorted
}

/** Writes rules (each with its at-rules), opening and closing at-rules only where they change. */
function writeRules(
  rules: Array<{ context: string[]; selector: string; declarations: string[] }>,
): string {
  let css = ''
  let open: string[] = []
  for (const rule of rules) {
    let shared = 0
    while (
      shared < open.length &&
      shared < rule.context.length &&
      open[shared] === rule.context[shared]
    )
      shared += 1
    css += '}'.repeat(open.length - shared)
    for (const atRule of rule.context.slice(shared)) css += `${atRule}{`
    open = rule.context
    css += `${rule.selector}{${rule.declarations.join(';')}}`
  }
  return css + '}'.repeat(open.length)
}

/** Short class names, by position: `_0`…`_z`, `_10`… */
const atomName = (index: number) => atomPrefix + index.toString(36)

/**
 * A page's rule groups (recipe base, recipe variant, style props) rewritten as atomic classes:
 * `blocks` are its <style> blocks, `outside` the texts that hold its class lists (the class=""
 * attributes and islands' props). Returns each block's new CSS, in order, and the rewrite of the
 * class lists; null when the page has no rule groups.
 */
export function atomicClasses(
  allBlocks: StyleBlock[],
  outside: string[],
  page: string,
): { css: string[]; rewrite: (text: string) => string } | null {
  const fail = (why: string): never => {
    throw new CompactCssError(`compact-css: ${page}: ${why}`)
  }
  const blocks = allBlocks.filter((block) =>
    (ruleGroups as readonly string[]).includes(block.group),
  )
  if (blocks.length === 0) return null
  for (const text of outside)
    for (const [, name] of text.matchAll(/class="[^"]*?(?<![\w-])(_[a-z0-9]+)(?![\w-])/g))
      fail(`class "${name}" already exists; atomic classes are named ${atomPrefix}<n>`)

  const owners = new Map<string, Owner>()
  const firstSeen = new Map<string, number>()
  for (const block of blocks) {
    const group = block.group
    walkRules(
      compile(block.css),
      [],
      (rule, context) => {
        const shape = patternOf(rule.props as string[])
        if (!shape)
          fail(
            `the rule "${rule.value.slice(0, 80)}" in ${group} does not name exactly one css-<hash> class`,
          )
        const { owner: className, pattern } = shape as { owner: string; pattern: string }
        let owner = owners.get(className)
        if (!owner) {
          owner = {
            className,
            group,
            index: owners.size,
            entries: [],
            atomsOf: [],
            whole: [],
            atomic: atomicGroups.has(group),
          }
          owners.set(className, owner)
        } else if (owner.group !== group) {
          fail(`the class ${className} has rules in two groups (${owner.group}, ${group})`)
        }
        const declarations: string[] = []
        for (const node of rule.children as Element[]) {
          if (node.type !== 'decl') fail(`a ${node.type} inside the rule "${rule.value}"`)
          const declaration = node.value.replace(/;$/, '')
          declarations.push(declaration)
          const key = [group, ...context, pattern, declaration].join('\n')
          if (!firstSeen.has(key)) firstSeen.set(key, firstSeen.size)
          const family = propertyFamily(node.props as string)
          owner.entries.push({ key, context, pattern, declaration, family })
        }
        owner.whole.push({ context, selector: rule.value, declarations })
      },
      (why) => fail(`${group}: ${why}`),
    )
  }

  // A declaration (in its at-rules, with its selector shape) that two rules share becomes an atom
  // of its own; the rest of a rule stays together, one class per selector shape and at-rules.
  const sharedBy = new Map<string, Set<Owner>>()
  for (const owner of owners.values())
    for (const entry of owner.entries)
      sharedBy.set(entry.key, (sharedBy.get(entry.key) ?? new Set()).add(owner))
  const atoms = new Map<string, Atom>()
  for (const owner of owners.values()) {
    if (!owner.atomic) continue
    for (const entry of owner.entries) {
      const shared = (sharedBy.get(entry.key) as Set<Owner>).size > 1
      const key = shared ? entry.key : [owner.className, ...entry.context, entry.pattern].join('\n')
      let atom = atoms.get(key)
      if (!atom) {
        atom = {
          key,
          group: owner.group,
          context: entry.context,
          pattern: entry.pattern,
          declarations: [],
          index: firstSeen.get(entry.key) as number,
        }
        atoms.set(key, atom)
      }
      // A shared atom is its one declaration; a rule's own remainder keeps every one, in order.
      if (!shared || atom.declarations.length === 0) atom.declarations.push(entry.declaration)
      owner.atomsOf.push(atom)
    }
  }

  // Which owners share an element (a class list), so their relative order matters.
  const lists = outside
    .flatMap((text) => [...text.matchAll(classList)])
    .map((match) => (match[0] as string).split(' ').flatMap((name) => owners.get(name) ?? []))
  const sharing = new Map<Owner, Set<Owner>>()
  for (const list of lists)
    for (const a of list)
      for (const b of list)
        if (a !== b && a.group === b.group) {
          const set = sharing.get(a) ?? new Set()
          set.add(b)
          sharing.set(a, set)
        }

  // Order constraints, owner by owner in the original sheet's order: within an owner, and from
  // every earlier owner it shares an element with. An owner whose constraints would contradict
  // those already taken stays whole (written after the group's atoms, in its original order), and
  // so does any later owner sharing an element with it in a way that could conflict.
  const edges = new Map<Atom, Set<Atom>>()
  for (const owner of owners.values()) {
    if (!owner.atomic) continue
    const earlier = [...(sharing.get(owner) ?? [])].filter((other) => other.index < owner.index)
    const mustFollowWhole = earlier.some(
      (other) =>
        !other.atomic &&
        other.entries.some((a) => owner.entries.some((b) => conflicts(a.family, b.family))),
    )
    const wanted: Array<[Atom, Atom]> = []
    owner.entries.forEach((a, i) => {
      owner.entries.forEach((b, j) => {
        const [from, to] = [owner.atomsOf[i] as Atom, owner.atomsOf[j] as Atom]
        if (i < j && from !== to && conflicts(a.family, b.family)) wanted.push([from, to])
      })
    })
    for (const other of earlier)
      if (other.atomic)
        other.entries.forEach((a, i) => {
          owner.entries.forEach((b, j) => {
            const [from, to] = [other.atomsOf[i] as Atom, owner.atomsOf[j] as Atom]
            if (from !== to && conflicts(a.family, b.family)) wanted.push([from, to])
          })
        })
    const added: Array<[Atom, Atom]> = []
    let consistent = !mustFollowWhole
    for (const [a, b] of consistent ? wanted : []) {
      if (edges.get(a)?.has(b)) continue
      if (reaches(edges, b, a)) {
        consistent = false
        break
      }
      const set = edges.get(a) ?? new Set()
      set.add(b)
      edges.set(a, set)
      added.push([a, b])
    }
    if (!consistent) {
      for (const [a, b] of added) edges.get(a)?.delete(b)
      owner.atomic = false
    }
  }

  // The sheet: per group, its atoms sorted, then the owners kept whole. Names in sheet order.
  const used = new Set([...owners.values()].filter((o) => o.atomic).flatMap((o) => o.atomsOf))
  const css = new Map<string, string>()
  let count = 0
  for (const group of ruleGroups) {
    const sorted = sortAtoms(
      [...atoms.values()].filter((atom) => atom.group === group && used.has(atom)),
      edges,
    )
    for (const atom of sorted) atom.name = atomName(count++)
    css.set(
      group,
      writeRules([
        ...sorted.map((atom) => ({
          context: atom.context,
          selector: atom.pattern.replaceAll('&', `.${atom.name}`),
          declarations: atom.declarations,
        })),
        ...[...owners.values()]
          .filter((owner) => owner.group === group && !owner.atomic)
          .flatMap((owner) => owner.whole),
      ]),
    )
  }

  const classesOf = (name: string): string[] => {
    const owner = owners.get(name)
    if (!owner?.atomic) return [name]
    return [...new Set(owner.atomsOf.map((atom) => atom.name as string))]
  }
  return {
    css: allBlocks.map((block) => css.get(block.group) ?? block.css),
    rewrite: (text: string) =>
      text.replace(classList, (list) => [...new Set(list.split(' ').flatMap(classesOf))].join(' ')),
  }
}

// Like declarations side by side (same selector shape, same property): gzip finds them.
const byText = (a: Atom, b: Atom) =>
  a.pattern.localeCompare(b.pattern) ||
  (a.declarations[0] as string).localeCompare(b.declarations[0] as string)
