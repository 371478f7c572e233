// The <style> groups server-chakra writes into each page's <head> and postbuild rewrites
// (scripts/finishing/compact-css.ts, unused-tokens.ts): their names, and where Chakra's
// site-wide sheet keeps its design tokens. Written here once, for both sides.

/**
 * The groups hoisted rules are written in, in cascade order: a recipe's base before its
 * variants, as Chakra merges them; style props (unlayered) win anyway.
 */
export const ruleGroups = ['chakra-recipe-base', 'chakra-recipe-variant', 'chakra'] as const
export type RuleGroup = (typeof ruleGroups)[number]

/** The group of Chakra's site-wide sheet (layer order, reset, globals, tokens). */
export const globalGroup = 'chakra-global'

const tokensLayerStart = '@layer tokens{'

/** The body of `@layer tokens{…}` in a sheet, with its offsets, or null. */
export function tokensLayer(css: string): { start: number; end: number } | null {
  const opening = css.indexOf(tokensLayerStart)
  if (opening === -1) return null
  const start = opening + tokensLayerStart.length
  let depth = 1
  for (let index = start; index < css.length; index += 1) {
    if (css[index] === '{') depth += 1
    else if (css[index] === '}' && --depth === 0) return { start, end: index }
  }
  return null
}
