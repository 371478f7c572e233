// Chakra's style engine, run on the server only. `system.css` turns style props into a CSS
// object (tokens to variables, conditions to selectors, recipes to `@layer recipes`), Emotion's
// serializer names it (the same `css-<hash>` Emotion gives it in the browser) and stylis writes
// the rule. No Chakra, Emotion or stylis code reaches the browser: pages carry finished CSS.

import type { SystemStyleObject } from '@chakra-ui/react'
import { serializeStyles } from '@emotion/serialize'
import { compile, type Element, KEYFRAMES, middleware, serialize, stringify } from 'stylis'
import { system } from '@/theme/system'

export type StyleRule = {
  /** The class the element carries, e.g. `css-1x2y3z`. */
  className: string
  /** The finished CSS for that class, media queries and layers included. */
  css: string
}

// No vendor prefixer: every browser the site supports reads the standard properties, and the
// prefixed copies would double the CSS each page carries.
const toCss = (text: string): string => serialize(compile(text), middleware([stringify]))

/** Drops @keyframes: no server-rendered element animates (the lazy toaster brings its own). */
const withoutKeyframes = (elements: Element[]): Element[] =>
  elements
    .filter((element) => element.type !== KEYFRAMES)
    .map((element) =>
      Array.isArray(element.children)
        ? { ...element, children: withoutKeyframes(element.children) }
        : element,
    )

const rules = new Map<string, StyleRule>()

/** The class and CSS for a resolved Chakra style object, or null when it has no declarations. */
export function ruleFor(styles: SystemStyleObject | Record<string, unknown>): StyleRule | null {
  // Chakra memoizes recipe results, so the same variants come back as the same object.
  const known = rulesByObject.get(styles)
  if (known !== undefined) return known
  const rule = serializedRule(styles)
  rulesByObject.set(styles, rule)
  return rule
}

const rulesByObject = new WeakMap<object, StyleRule | null>()

function serializedRule(styles: SystemStyleObject | Record<string, unknown>): StyleRule | null {
  const serialized = serializeStyles([styles as never], {})
  if (!serialized.styles) return null
  const className = `css-${serialized.name}`
  let rule = rules.get(className)
  if (!rule) {
    rule = { className, css: toCss(`.${className}{${serialized.styles}}`) }
    rules.set(className, rule)
  }
  return rule
}

let siteSheet: string | undefined

/**
 * The site-wide sheet every page starts with: the layer order, Chakra's preflight (reset), the
 * global styles and the design tokens as CSS variables. Same text on every page (one hash in
 * the CSP), so it is worked out once per build process.
 */
export function globalStyleSheet(): string {
  siteSheet ??=
    system.layers.atRule +
    (system._global as Record<string, unknown>[])
      .map((styles) => {
        const serialized = serializeStyles([styles as never], {})
        return serialize(withoutKeyframes(compile(serialized.styles)), middleware([stringify]))
      })
      .join('') +
    // Islands (web/islands), their slots and what runs at load wrap server HTML in a <div>; it
    // must not box anything. A press held until its island runs shows as taken in the next
    // paint, not over a transition (loader.ts): `!important`, because a button's recipe, in
    // the later `recipes` layer, sets its own transition, which wins over a normal declaration
    // of `base` (a clean run read the held button at opacity 0.65, mid-fade).
    '@layer base{[data-island],[data-island-slot],[data-on-load]{display:contents}[data-held]{opacity:.6!important;transition:none!important;cursor:progress}}'
  return siteSheet
}

export type RecipeKey = 'badge' | 'button' | 'container' | 'heading' | 'input' | 'link' | 'textarea'
type SlotRecipeKey = 'field' | 'nativeSelect' | 'table'

const recipes = new Map<RecipeKey, ReturnType<typeof system.cva>>()
const slotRecipes = new Map<SlotRecipeKey, ReturnType<typeof system.sva>>()

/** A recipe of the system, as Chakra's variant function (made once, then reused). */
export function recipeFor(key: RecipeKey): ReturnType<typeof system.cva> {
  let recipe = recipes.get(key)
  if (!recipe) {
    recipe = system.cva(system.getRecipe(key))
    recipes.set(key, recipe)
  }
  return recipe
}

/** A slot recipe of the system, as Chakra's variant function (made once, then reused). */
export function slotRecipeFor(key: SlotRecipeKey): ReturnType<typeof system.sva> {
  let recipe = slotRecipes.get(key)
  if (!recipe) {
    recipe = system.sva(system.getSlotRecipe(key))
    slotRecipes.set(key, recipe)
  }
  return recipe
}

/** A recipe's resolved styles for some variants (for islands, which style by class name). */
export function recipeStyles(
  key: RecipeKey,
  variants: Record<string, unknown> = {},
): SystemStyleObject {
  return recipeFor(key)(variants) as SystemStyleObject
}

/** A slot recipe's resolved styles per slot, for some variants. */
export function slotRecipeStyles(
  key: SlotRecipeKey,
  variants: Record<string, unknown> = {},
): Record<string, SystemStyleObject> {
  return slotRecipeFor(key)(variants) as unknown as Record<string, SystemStyleObject>
}
