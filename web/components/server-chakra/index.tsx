// Chakra UI's primitives (Box, Stack, Heading, Button…) for server components: the same props,
// tokens and recipes as `@chakra-ui/react`, but the styles are worked out while the page is
// rendered and travel as finished CSS. Chakra's own components are client components, so every
// one of them would ship Chakra, Emotion and a hydration pass to the browser; a page built from
// these ships none of that. Interactive islands (client components) get class names from their
// server parent: `classFor` and `islandClasses` below.
//
// Each class's CSS reaches the page once, as a React 19 hoisted <style href precedence> that
// React gathers into <head> (SsrStyle); postbuild.ts allows those blocks by hash in the CSP.
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
import { SsrStyle } from './ssr-style'
import { registerStyle } from './style-registry'
import {
  globalStyleSheet,
  type RecipeKey,
  recipeFor,
  ruleFor,
  type StyleRule,
  slotRecipeFor,
} from './style-sheet'

export type { StyleRule } from './style-sheet'

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

// One element per rule, reused: React's Flight serializer writes an object it has already
// written in the page as a short back-reference, so a rule is named once per page however many
// elements share it. The CSS itself goes straight into the HTML's <head> (SsrStyle), not into
// the RSC payload.
const ruleStyles = new Map<string, ReactElement>()

/** The hoisted <style> carrying a rule. */
export function RuleStyle({ rule }: { rule: StyleRule | null }) {
  if (!rule) return null
  let element = ruleStyles.get(rule.className)
  if (!element) {
    element = <SsrStyle href={rule.className} precedence="chakra" />
    ruleStyles.set(rule.className, element)
  }
  registerStyle(rule.className, rule.css)
  return element
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
  recipeRule?: StyleRule | null,
) {
  const { as, asChild, children, className, rule, elementProps } = resolve(props, baseStyles)
  const classes = cx(recipeRule?.className, rule?.className, className)
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
      {recipeRule ? <RuleStyle rule={recipeRule} /> : null}
      <RuleStyle rule={rule} />
      {element}
    </>
  )
}

/** A recipe's styles for the variant props given, and the props left over. */
function recipe(key: RecipeKey, props: AnyProps): [SystemStyleObject, AnyProps, string] {
  const cva = recipeFor(key)
  const [variantProps, rest] = cva.splitVariantProps(props)
  return [cva(variantProps), rest as AnyProps, `chakra-${key}`]
}

// A recipe's styles get a class of their own, shared by every element with the same variants:
// they sit in @layer recipes, so the element's own (unlayered) style props still win, as they
// do when Chakra merges both into one class in the browser.
function withRecipe(key: RecipeKey, tag: ElementType, props: AnyProps) {
  const [styles, rest, className] = recipe(key, props)
  return render(
    tag,
    { ...rest, className: cx(className, rest.className) },
    undefined,
    ruleFor(styles),
  )
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
    { ...props, className: cx('chakra-stack', className) } as AnyProps,
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
  return render('p', { ...props, className: cx('chakra-text', props.className) } as AnyProps)
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
      { ...rest, className: cx(`chakra-table__${slot}`, rest.className) },
      undefined,
      styles ? ruleFor(styles) : null,
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
  const rule = ruleFor(system.css(...(styles.filter(Boolean) as SystemStyleObject[])))
  return {
    className: rule?.className ?? '',
    style: <RuleStyle key={rule?.className} rule={rule} />,
  }
}

export { recipeStyles, slotRecipeStyles } from './style-sheet'

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

/** Chakra's site-wide sheet (layer order, reset, globals, tokens), for the root layout's <head>. */
export function SiteStyleSheet() {
  registerStyle('chakra-global', globalStyleSheet())
  return <SsrStyle href="chakra-global" precedence="chakra-global" />
}
