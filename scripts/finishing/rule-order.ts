// One order for each rule group, whatever order Next wrote it in. server-chakra writes each class's
// CSS as a <style href precedence> of its own (RuleStyle) and React gathers those of one
// precedence into one <style> in the order the page's parts finished rendering, which varies from
// build to build (two clean builds of one commit gave the home page's recipe variants in two
// orders, and so two different compacted sheets and class names). Page finishing puts each
// group's classes in the order of their names first, so that a build's CSS depends only on what
// the page holds.
// The order of two classes of a group decides the look only where one element carries both and
// both set the same property in the same conditions: those keep the order Next wrote them in, as
// compact-css keeps it (no page of the site has such a pair today).
import { propertyFamily } from './compact-css.ts'

/** The top-level blocks of a sheet (a rule, or an at-rule with its block), as written. */
function topLevelBlocks(css: string): string[] | null {
  const blocks: string[] = []
  let start = 0
  let depth = 0
  let quote = ''
  for (let index = 0; index < css.length; index++) {
    const char = css[index]
    if (quote) {
      if (char === '\\') index += 1
      else if (char === quote) quote = ''
    } else if (char === '"' || char === "'") quote = char
    else if (char === '{') depth += 1
    else if (char === '}') {
      depth -= 1
      if (depth < 0) return null
      if (depth === 0) {
        blocks.push(css.slice(start, index + 1))
        start = index + 1
      }
    }
  }
  return depth === 0 && css.slice(start).trim() === '' ? blocks : null
}

const ownerClass = /\.(css-[a-z0-9]+)(?![\w-])/g

/** Each class's CSS in a group, in the order written: null when a block names other than one class. */
function unitsOf(css: string): { owner: string; css: string }[] | null {
  const blocks = topLevelBlocks(css)
  if (!blocks) return null
  const units: { owner: string; css: string }[] = []
  for (const block of blocks) {
    const owners = new Set([...block.matchAll(ownerClass)].map((match) => match[1] as string))
    if (owners.size !== 1) return null
    const [owner] = owners as Set<string> & { size: 1 }
    const last = units.at(-1)
    if (last && last.owner === owner) last.css += block
    else if (units.some((unit) => unit.owner === owner)) return null
    else units.push({ owner: owner as string, css: block })
  }
  return units
}

/** What a class's CSS sets: `conditions|selector shape|property family` for each declaration. */
function settings(css: string, context = ''): Set<string> {
  const set = new Set<string>()
  for (const block of topLevelBlocks(css) ?? []) {
    const brace = block.indexOf('{')
    const prelude = block.slice(0, brace).trim()
    const body = block.slice(brace + 1, -1)
    if (prelude.startsWith('@')) {
      const condition = prelude.startsWith('@layer') ? '' : `${prelude}|`
      for (const inner of settings(body, context + condition)) set.add(inner)
      continue
    }
    const shape = prelude.replace(ownerClass, '&')
    for (const declaration of body.split(';')) {
      const property = declaration.slice(0, declaration.indexOf(':')).trim()
      if (property) set.add(`${context}${shape}|${propertyFamily(property)}`)
    }
  }
  return set
}

/**
 * The group's CSS with its classes in the order of their names (each class's own rules in the
 * order written), or the CSS as it was when it is not one block run per class. Two classes that
 * one element in `classLists` carries and that both set a property in the same conditions keep
 * the order they were written in (as compact-css keeps it): the only order this cannot choose.
 */
export function inNameOrder(css: string, classLists: readonly string[]): string {
  const units = unitsOf(css)
  if (!units || units.length < 2) return css
  const position = new Map(units.map((unit, index) => [unit.owner, index]))
  const sets = new Map<string, Set<string>>()
  const setOf = (owner: string) => {
    let set = sets.get(owner)
    if (!set) {
      set = settings(units[position.get(owner) as number]?.css ?? '')
      sets.set(owner, set)
    }
    return set
  }
  // Written order between the classes whose order decides a property of an element.
  const after = new Map<string, Set<string>>()
  const waiting = new Map<string, number>(units.map((unit) => [unit.owner, 0]))
  const checked = new Set<string>()
  for (const list of classLists) {
    const owners = [...list.matchAll(/(?<![\w-])css-[a-z0-9]+(?![\w-])/g)]
      .map((match) => match[0])
      .filter((name) => position.has(name))
    for (let a = 0; a < owners.length; a++) {
      for (let b = a + 1; b < owners.length; b++) {
        const [first, second] = [owners[a], owners[b]].sort(
          (x, y) => (position.get(x as string) as number) - (position.get(y as string) as number),
        ) as [string, string]
        const pair = `${first} ${second}`
        if (first === second || checked.has(pair)) continue
        checked.add(pair)
        const second_ = setOf(second)
        if (![...setOf(first)].some((setting) => second_.has(setting))) continue
        const targets = after.get(first) ?? new Set<string>()
        if (!targets.has(second)) {
          targets.add(second)
          after.set(first, targets)
          waiting.set(second, (waiting.get(second) as number) + 1)
        }
      }
    }
  }
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  const ready = units.map((unit) => unit.owner).filter((owner) => waiting.get(owner) === 0)
  const sorted: string[] = []
  while (ready.length > 0) {
    ready.sort(byName)
    const owner = ready.shift() as string
    sorted.push(units[position.get(owner) as number]?.css ?? '')
    for (const next of after.get(owner) ?? []) {
      const left = (waiting.get(next) as number) - 1
      waiting.set(next, left)
      if (left === 0) ready.push(next)
    }
  }
  return sorted.join('')
}
