// The one Chakra system of the site: Chakra's base config and tokens, our brand colours
// (every foreground/background pair passes WCAG AA; axe checks it in the browser suite) and
// only the recipes we render, so unused component styles never reach the browser.
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react'
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skipNavLinkRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme'

// Chakra's palettes that something we render refers to: gray (the recipes' default palette),
// and red, orange, green and blue (the status tokens of the field, toast and badge recipes).
// The rest (yellow, teal, purple, pink, cyan) would only add CSS variables to every page.
const unusedPalettes = new Set(['yellow', 'teal', 'purple', 'pink', 'cyan'])

type TokenTree = { [key: string]: unknown }

/** The site has no dark mode: semantic tokens keep their light value only (half the CSS). */
function lightOnly(tree: TokenTree): TokenTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => {
      if (key === 'value' && node && typeof node === 'object' && '_light' in node) {
        return [key, (node as { _light: unknown })._light]
      }
      return [key, node && typeof node === 'object' ? lightOnly(node as TokenTree) : node]
    }),
  )
}

const withoutUnusedPalettes = (colors: TokenTree): TokenTree =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !unusedPalettes.has(name)))

const chakraColors = withoutUnusedPalettes(tokens.colors as TokenTree)
const chakraSemanticColors = lightOnly(
  withoutUnusedPalettes(semanticTokens.colors as TokenTree),
) as typeof semanticTokens.colors

const systemFontStack =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif"

const brand = defineConfig({
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  preflight: true,
  globalCss: {
    ...globalCss,
    // Chakra's '*' rule sets some 25 variables on every element, for filter and ring utilities
    // we never use; each element then computes them on every style pass. Only those the
    // preflight reads and our tokens can fill are kept, on html, from where they inherit: not
    // '--global-font-mono', as the theme has no mono font (the token name would go out as its
    // value, which is not CSS); code elements get the preflight's own monospace fallback.
    '*': {},
    html: {
      ...globalCss.html,
      scrollPaddingTop: '5.5rem',
      colorPalette: 'brand',
      '--global-font-body': 'fonts.body',
      '--global-color-border': 'colors.border',
    },
    body: { bg: 'bg', color: 'fg', fontFamily: 'body' },
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    breakpoints,
    keyframes,
    textStyles,
    layerStyles,
    animationStyles,
    tokens: {
      ...tokens,
      // The platform's own interface font (San Francisco, Segoe UI, Roboto…): no font file to
      // download, so text paints at once in its final face and never shifts when a font swaps.
      fonts: {
        heading: { value: systemFontStack },
        body: { value: systemFontStack },
      },
      colors: {
        ...(chakraColors as typeof tokens.colors),
        // Deep road-sign navy: the trust colour of the chrome and dark sections.
        navy: {
          50: { value: '#eef3f8' },
          100: { value: '#d5e1ee' },
          200: { value: '#a9c1dc' },
          300: { value: '#6f95c0' },
          400: { value: '#3f6ea3' },
          500: { value: '#1f4f86' },
          600: { value: '#163f6e' },
          700: { value: '#103156' },
          800: { value: '#0b2340' },
          900: { value: '#07172b' },
          950: { value: '#040e1b' },
        },
        // High-visibility amber, the colour of recovery beacons: the call-to-action colour.
        amber: {
          50: { value: '#fff8e6' },
          100: { value: '#ffedbf' },
          200: { value: '#ffdb80' },
          300: { value: '#ffc940' },
          400: { value: '#ffb80f' },
          500: { value: '#f5a800' },
          600: { value: '#c98a00' },
          700: { value: '#8f6200' },
          800: { value: '#5c3f00' },
          900: { value: '#3a2800' },
          950: { value: '#1f1500' },
        },
        // Emergency red, used only for the emergency call and alerts.
        signal: {
          50: { value: '#fdecee' },
          100: { value: '#f9ccd2' },
          200: { value: '#f199a5' },
          300: { value: '#e66275' },
          400: { value: '#d9364d' },
          500: { value: '#c8102e' },
          600: { value: '#a50d26' },
          700: { value: '#820a1e' },
          800: { value: '#5f0716' },
          900: { value: '#3d050e' },
          950: { value: '#240308' },
        },
      },
    },
    semanticTokens: {
      ...(lightOnly(semanticTokens as TokenTree) as typeof semanticTokens),
      colors: {
        ...chakraSemanticColors,
        // Our values replace Chakra's where we set them; its status tokens (fg.error,
        // border.error, ...) stay, because Chakra's recipes use them.
        fg: {
          ...chakraSemanticColors.fg,
          DEFAULT: { value: '#14202e' },
          muted: { value: '#44505e' },
          subtle: { value: '#5a6573' },
          error: { value: '{colors.signal.600}' },
          inverted: { value: '#ffffff' },
          link: { value: '{colors.navy.500}' },
        },
        bg: {
          ...chakraSemanticColors.bg,
          DEFAULT: { value: '#ffffff' },
          subtle: { value: '#f4f6f9' },
          muted: { value: '#e9edf2' },
          inverted: { value: '{colors.navy.900}' },
        },
        border: {
          ...chakraSemanticColors.border,
          DEFAULT: { value: '#d3dae3' },
          muted: { value: '#e4e8ee' },
          error: { value: '{colors.signal.500}' },
        },
        brand: {
          solid: { value: '{colors.navy.800}' },
          contrast: { value: '#ffffff' },
          fg: { value: '{colors.navy.600}' },
          muted: { value: '{colors.navy.100}' },
          subtle: { value: '{colors.navy.50}' },
          emphasized: { value: '{colors.navy.200}' },
          focusRing: { value: '{colors.navy.500}' },
        },
        cta: {
          solid: { value: '{colors.amber.400}' },
          contrast: { value: '#14202e' },
          fg: { value: '{colors.amber.800}' },
          muted: { value: '{colors.amber.100}' },
          subtle: { value: '{colors.amber.50}' },
          emphasized: { value: '{colors.amber.300}' },
          focusRing: { value: '{colors.amber.600}' },
        },
        emergency: {
          solid: { value: '{colors.signal.500}' },
          contrast: { value: '#ffffff' },
          fg: { value: '{colors.signal.700}' },
          muted: { value: '{colors.signal.100}' },
          subtle: { value: '{colors.signal.50}' },
          emphasized: { value: '{colors.signal.200}' },
          focusRing: { value: '{colors.signal.500}' },
        },
      },
    },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skipNavLink: skipNavLinkRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
})

export const system = createSystem(mergeConfigs(defaultBaseConfig, brand))
