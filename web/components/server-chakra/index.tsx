// Chakra UI's primitives (Box, Stack, Heading, Button…) for server components: the same props,
// tokens and recipes as `@chakra-ui/react`, but the styles are worked out while the page is
// rendered and travel as finished CSS. Chakra's own components are client components, so every
// one of them would ship Chakra, Emotion and a hydration pass to the browser; a page built from
// these ships none of that. Interactive islands (client components) get class names from their
// server parent: `classFor` and `islandClasses` below.
//
// Each class's CSS reaches the page once, as a React 19 hoisted <style href precedence> that
// React gathers into <head> (RuleStyle); postbuild.ts allows those blocks by hash in the CSP.
import type {
  BadgeProps,
  BoxProps,
  ButtonProps,
  ContainerProps,
  FlexProps,
  GridProps,
  HeadingProps,
  LinkProps,
  SimpleGridProps,
  StackProps,
  SystemStyleObject,
  TableBodyProps,
  TableCaptionProps,
  TableCellProps,
  TableColumnHeaderProps,
  TableHeaderProps,
  TableRootProps,
  TableRowProps,
  TextProps,
} from '@chakra-ui/react'
import {
  Children,
  cloneElement,
  type ElementType,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react'
import { system } from '@/theme/system'
import { globalGroup, type RuleGroup } from './style-groups'
import {
  globalStyleSheet,
  type RecipeKey,
  recipeFor,
  ruleFor,
  type StyleRule,
  slotRecipeFor,
} from './style-sheet'

type AnyProps = Record<string, unknown> & {
  as?: ElementType
  asChild?: boolean
  children?: ReactNode
  className?: string
  css?: SystemStyleObject | SystemStyleObject[]
}

const cx = (...names: Array<string | false | null | undefined>) =>
  names.filter(Boolean).join(' ') || undefined

const toArray = <T,>(value: T | T[] | undefined): T[] =>
  (Array.isArray(value) ? value : [value]).flat().filter(Boolean) as T[]

/** The group a hoisted rule is written in (./style-groups.ts); RecipeOrder pins their order. */
type Precedence = RuleGroup

/**
 * The hoisted <style> carrying a rule. React writes a style of a given href once per page, in
 * <head>, grouped by precedence; hosts and browsers match it by href, never by its text.
 */
function RuleStyle({
  rule,
  precedence = 'chakra',
}: {
  rule: StyleRule | null
  precedence?: Precedence
}) {
  if (!rule) return null
  return (
    <style href={rule.className} precedence={precedence}>
      {rule.css}
    </style>
  )
}

// Chakra's html-prefixed props for attributes that share a name with a style prop.
const htmlProps: Record<string, string> = {
  htmlWidth: 'width',
  htmlHeight: 'height',
  htmlSize: 'size',
  htmlTranslate: 'translate',
}

// Pages repeat the same few hundred style combinations (every card, every footer link), so
// each is resolved once per build process: the key is the style input itself.
const resolvedRules = new Map<string, StyleRule | null>()

function cachedRule(parts: Array<SystemStyleObject | undefined>): StyleRule | null {
  const used = parts.filter((part) => part && Object.keys(part).length > 0) as SystemStyleObject[]
  if (used.length === 0) return null
  const key = JSON.stringify(used)
  let rule = resolvedRules.get(key)
  if (rule === undefined) {
    rule = ruleFor(system.css(...used))
    resolvedRules.set(key, rule)
  }
  return rule
}

/** Splits Chakra props into CSS (resolved through the system) and the element's own props. */
function resolve(props: AnyProps, ...baseStyles: Array<SystemStyleObject | undefined>) {
  const { as, asChild, children, className, css, ...rest } = props
  const styleProps: Record<string, unknown> = {}
  const elementProps: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined) continue
    if (key in htmlProps) elementProps[htmlProps[key] as string] = value
    else if (system.isValidProperty(key)) styleProps[key] = value
    else elementProps[key] = value
  }
  const parts = [...baseStyles, ...toArray(css), styleProps as SystemStyleObject]
  return { as, asChild, children, className, rule: cachedRule(parts), elementProps }
}

function render(
  tag: ElementType,
  props: AnyProps,
  baseStyles?: SystemStyleObject,
  recipeRules: RecipeRule[] = [],
) {
  const { as, asChild, children, className, rule, elementProps } = resolve(props, baseStyles)
  const classes = cx(...recipeRules.map((part) => part.rule.className), rule?.className, className)
  let element: ReactElement
  if (asChild) {
    const child = Children.toArray(children).find(isValidElement) as
      | ReactElement<{ className?: string }>
      | undefined
    if (!child) throw new Error('server-chakra: asChild needs one element child')
    element = cloneElement(child, {
      ...elementProps,
      className: cx(classes, child.props.className),
    })
  } else {
    const Tag = as ?? tag
    element = (
      <Tag {...elementProps} className={classes}>
        {children}
      </Tag>
    )
  }
  return (
    <>
      {recipeRules.map((part) => (
        <RuleStyle key={part.rule.className} rule={part.rule} precedence={part.precedence} />
      ))}
      <RuleStyle rule={rule} />
      {element}
    </>
  )
}

type RecipeRule = { rule: StyleRule; precedence: Precedence }

// A recipe's base and each of its variants get a class of their own, shared by every element of
// that recipe (every button shares the button base, every solid button the solid class...): a
// page carries each once, instead of a merged copy per combination of variants. They sit in
// @layer recipes, base before variants (precedence), as Chakra merges them, so the element's own
// (unlayered) style props still win. A recipe with compound variants keeps one merged class.
const recipeParts = new Map<string, ReturnType<typeof system.cva>>()
const recipeRuleCache = new Map<string, StyleRule | null>()

function recipePart(key: RecipeKey, part: string, config: Record<string, unknown>) {
  const id = `${key}:${part}`
  let cva = recipeParts.get(id)
  if (!cva) {
    cva = system.cva(config as never)
    recipeParts.set(id, cva)
  }
  return cva
}

function partRule(id: string, styles: () => SystemStyleObject): StyleRule | null {
  let rule = recipeRuleCache.get(id)
  if (rule === undefined) {
    rule = ruleFor(styles())
    recipeRuleCache.set(id, rule)
  }
  return rule
}

/** The recipe's classes for the variant props given, and the props left over. */
function recipeRulesFor(key: RecipeKey, props: AnyProps): [RecipeRule[], AnyProps] {
  const cva = recipeFor(key)
  const [variantProps, rest] = cva.splitVariantProps(props) as [Record<string, unknown>, AnyProps]
  const config = system.getRecipe(key) as {
    base?: SystemStyleObject
    variants?: Record<string, Record<string, SystemStyleObject>>
    defaultVariants?: Record<string, unknown>
    compoundVariants?: unknown[]
  }
  const rules: RecipeRule[] = []
  const add = (rule: StyleRule | null, precedence: Precedence) => {
    if (rule) rules.push({ rule, precedence })
  }
  if (config.compoundVariants?.length) {
    add(ruleFor(cva(variantProps)), 'chakra-recipe-base')
    return [rules, rest]
  }
  add(
    partRule(`${key}:base`, () => recipePart(key, 'base', { base: config.base })({})),
    'chakra-recipe-base',
  )
  const selected: Record<string, unknown> = { ...config.defaultVariants }
  for (const [name, value] of Object.entries(variantProps))
    if (value !== undefined) selected[name] = value
  for (const [name, variants] of Object.entries(config.variants ?? {})) {
    const value = selected[name]
    if (value === undefined) continue
    add(
      partRule(`${key}:${name}:${JSON.stringify(value)}`, () =>
        recipePart(key, name, { variants: { [name]: variants } })({ [name]: value }),
      ),
      'chakra-recipe-variant',
    )
  }
  return [rules, rest]
}

// Chakra's own components also carry marker classes (`chakra-button`, `chakra-stack`…); no CSS
// or script of the site refers to them, so these elements do not (they only weighed on the HTML).
function withRecipe(key: RecipeKey, tag: ElementType, props: AnyProps) {
  const [rules, rest] = recipeRulesFor(key, props)
  return render(tag, rest, undefined, rules)
}

export function Box(props: BoxProps) {
  return render('div', props as AnyProps)
}

export function Flex({
  direction,
  align,
  justify,
  wrap,
  basis,
  grow,
  shrink,
  inline,
  ...props
}: FlexProps) {
  return render(
    'div',
    props as AnyProps,
    {
      display: inline ? 'inline-flex' : 'flex',
      flexDirection: direction,
      alignItems: align,
      justifyContent: justify,
      flexWrap: wrap,
      flexBasis: basis,
      flexGrow: grow,
      flexShrink: shrink,
    } as SystemStyleObject,
  )
}

export function Stack({
  direction = 'column',
  align,
  justify,
  gap = '0.5rem',
  wrap,
  className,
  ...props
}: StackProps) {
  return render(
    'div',
    { ...props, className } as AnyProps,
    {
      display: 'flex',
      alignItems: align,
      justifyContent: justify,
      flexDirection: direction,
      flexWrap: wrap,
      gap,
    } as SystemStyleObject,
  )
}

export function HStack(props: StackProps) {
  return <Stack align="center" {...props} direction="row" />
}

export function Grid({
  templateAreas,
  column,
  row,
  autoFlow,
  autoRows,
  templateRows,
  autoColumns,
  templateColumns,
  inline,
  ...props
}: GridProps) {
  return render(
    'div',
    props as AnyProps,
    {
      display: inline ? 'inline-grid' : 'grid',
      gridTemplateAreas: templateAreas,
      gridAutoColumns: autoColumns,
      gridColumn: column,
      gridRow: row,
      gridAutoFlow: autoFlow,
      gridAutoRows: autoRows,
      gridTemplateRows: templateRows,
      gridTemplateColumns: templateColumns,
    } as SystemStyleObject,
  )
}

const mapResponsive = (value: unknown, fn: (value: unknown) => unknown): unknown => {
  if (value === undefined || value === null) return value
  if (Array.isArray(value)) return value.map((entry) => (entry == null ? entry : fn(entry)))
  if (typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, mapResponsive(entry, fn)]),
    )
  return fn(value)
}

export function SimpleGrid({ columns, minChildWidth, ...props }: SimpleGridProps) {
  const templateColumns = minChildWidth
    ? mapResponsive(
        minChildWidth,
        (width) =>
          `repeat(auto-fit, minmax(${system.tokens.getVar(`sizes.${width}`, typeof width === 'number' ? `${width}px` : String(width))}, 1fr))`,
      )
    : mapResponsive(columns, (count) => `repeat(${count}, minmax(0, 1fr))`)
  return <Grid templateColumns={templateColumns as GridProps['templateColumns']} {...props} />
}

export function Container(props: ContainerProps) {
  return withRecipe('container', 'div', props as AnyProps)
}

export function Heading(props: HeadingProps) {
  return withRecipe('heading', 'h2', props as AnyProps)
}

export function Text(props: TextProps) {
  return render('p', props as AnyProps)
}

export function Link(props: LinkProps) {
  return withRecipe('link', 'a', props as AnyProps)
}

export function Badge(props: BadgeProps) {
  return withRecipe('badge', 'span', props as AnyProps)
}

export function Button({
  loading: _loading,
  loadingText: _text,
  spinner: _spinner,
  spinnerPlacement: _placement,
  ...props
}: ButtonProps) {
  return withRecipe('button', 'button', {
    type: props.asChild ? undefined : 'button',
    ...props,
  } as AnyProps)
}

type TableSlot = 'root' | 'header' | 'body' | 'row' | 'columnHeader' | 'cell' | 'caption'

/** Chakra's table slot recipe. Parts take the recipe's variant props themselves (no context). */
function tablePart<P>(slot: TableSlot, tag: ElementType) {
  return function TablePart(props: P & Pick<TableRootProps, 'size' | 'variant'>) {
    const sva = slotRecipeFor('table')
    const [variantProps, rest] = sva.splitVariantProps(props as AnyProps) as [
      Record<string, unknown>,
      AnyProps,
    ]
    const styles = sva(variantProps)[slot] as SystemStyleObject | undefined
    return render(
      tag,
      rest,
      undefined,
      (() => {
        const rule = styles ? ruleFor(styles) : null
        return rule ? [{ rule, precedence: 'chakra-recipe-base' as const }] : []
      })(),
    )
  }
}

export const Table = {
  Root: tablePart<TableRootProps>('root', 'table'),
  Header: tablePart<TableHeaderProps>('header', 'thead'),
  Body: tablePart<TableBodyProps>('body', 'tbody'),
  Row: tablePart<TableRowProps>('row', 'tr'),
  ColumnHeader: tablePart<TableColumnHeaderProps>('columnHeader', 'th'),
  Cell: tablePart<TableCellProps>('cell', 'td'),
  Caption: tablePart<TableCaptionProps>('caption', 'caption'),
}

export type {
  BoxProps,
  ButtonProps,
  HeadingProps,
  LinkProps,
  StackProps,
  SystemStyleObject,
  TextProps,
} from '@chakra-ui/react'

/**
 * A class for an interactive island, computed by its server parent: pass `className` down as a
 * prop and render `style` beside the island. Recipes come in through `recipeStyles`.
 */
export function classFor(...styles: Array<SystemStyleObject | undefined>): {
  className: string
  style: ReactElement
} {
  // A recipe given with recipeStyles() keeps its shared base and variant classes (as on server
  // elements); the other styles are merged into one class of the island's own.
  const recipes: RecipeRule[] = []
  const own: SystemStyleObject[] = []
  for (const style of styles) {
    if (!style) continue
    const reference = (style as RecipeReference)[recipeReference]
    if (reference) recipes.push(...recipeRulesFor(reference.key, reference.variants)[0])
    else own.push(style)
  }
  const rule = own.length > 0 ? ruleFor(system.css(...own)) : null
  return {
    className: cx(...recipes.map((part) => part.rule.className), rule?.className) ?? '',
    style: (
      <>
        {recipes.map((part) => (
          <RuleStyle key={part.rule.className} rule={part.rule} precedence={part.precedence} />
        ))}
        <RuleStyle rule={rule} />
      </>
    ),
  }
}

const recipeReference = Symbol('server-chakra.recipe')
type RecipeReference = { [recipeReference]?: { key: RecipeKey; variants: AnyProps } }

/** A recipe for an island's class (classFor, islandClasses): its shared base and variant classes. */
export function recipeStyles(key: RecipeKey, variants: Record<string, unknown> = {}) {
  return { [recipeReference]: { key, variants } } as SystemStyleObject
}

export { slotRecipeStyles } from './style-sheet'

/** `classFor` for each named part of an island: the class names to pass down and the styles to render. */
export function islandClasses<Part extends string>(
  parts: Record<Part, SystemStyleObject | Array<SystemStyleObject | undefined>>,
): { classes: Record<Part, string>; styles: ReactElement[] } {
  const classes = {} as Record<Part, string>
  const styles: ReactElement[] = []
  for (const [part, style] of Object.entries(parts) as [
    Part,
    SystemStyleObject | SystemStyleObject[],
  ][]) {
    const { className, style: element } = classFor(...[style].flat())
    classes[part] = className
    styles.push(element)
  }
  return { classes, styles }
}

/**
 * Chakra's site-wide sheet (layer order, reset, globals, tokens), for the root layout's <head>,
 * then the (empty) first entries of the rule groups in their cascade order: React writes hoisted
 * styles grouped by precedence, in the order it first meets each precedence.
 */
export function SiteStyleSheet() {
  return (
    <>
      <style href={globalGroup} precedence={globalGroup}>
        {globalStyleSheet()}
      </style>
      <style href="chakra-recipe-base" precedence="chakra-recipe-base">
        {''}
      </style>
      <style href="chakra-recipe-variant" precedence="chakra-recipe-variant">
        {''}
      </style>
    </>
  )
}
