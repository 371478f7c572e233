// The contact form's looks: Chakra's field, input, native-select, textarea and button recipes
// plus our adjustments, resolved on the server (server-chakra) and handed to the form island as
// class names, so the island ships no styling code.
import {
  islandClasses,
  recipeStyles,
  type SystemStyleObject,
  slotRecipeStyles,
} from '@/components/server-chakra'

// A field left blank on submit: a red border the width of two lines, so it is not told by colour
// alone from its neighbours (aria-invalid marks it for assistive technology).
const invalid: SystemStyleObject = {
  _invalid: {
    borderColor: 'emergency.solid',
    boxShadow: '0 0 0 1px var(--chakra-colors-emergency-solid)',
  },
}

export function contactFormClasses() {
  const field = slotRecipeStyles('field')
  const select = slotRecipeStyles('nativeSelect', { size: 'lg' })
  return islandClasses({
    // Without JavaScript the form cannot build the WhatsApp message: it is not offered (the phone,
    // e-mail and WhatsApp links beside it work without it). With JavaScript it works from the
    // first paint: typing before the island hydrates is kept, a submit is held until then.
    fieldset: [
      { border: '0', p: '0', m: '0', minW: '0', '@media (scripting: none)': { display: 'none' } },
    ],
    legend: [{ srOnly: true }],
    stack: [{ display: 'flex', flexDirection: 'column', gap: '5' }],
    grid: [
      {
        display: 'grid',
        gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))' },
        gap: '5',
      },
    ],
    // "Where are you?": the places as large tap targets, the chosen one outlined in navy.
    // Outside the fieldset that is hidden without JavaScript: the places work by CSS alone.
    place: [{ display: 'flex', flexDirection: 'column', gap: '4', mb: '5' }],
    placeGroup: [{ border: '0', p: '0', m: '0', minW: '0' }],
    placeLegend: [{ fontWeight: 'bold', fontSize: 'lg', p: '0', mb: '1' }],
    placeOptions: [
      {
        display: 'grid',
        gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        gap: '2',
        mt: '3',
      },
    ],
    placeOption: [
      {
        display: 'flex',
        alignItems: 'center',
        gap: '3',
        minH: '12',
        px: '3',
        py: '2',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'md',
        cursor: 'pointer',
        fontWeight: 'medium',
        _hover: { bg: 'bg.subtle' },
        '&:has(input:checked)': {
          borderColor: 'brand.solid',
          bg: 'brand.subtle',
          boxShadow: '0 0 0 1px var(--chakra-colors-brand-solid)',
        },
        '&:has(input:focus-visible)': {
          outline: '3px solid',
          outlineColor: 'brand.focusRing',
          outlineOffset: '2px',
        },
      },
    ],
    // 24 px: a target of its own, whatever covers part of its label (WCAG 2.5.8).
    placeRadio: [{ w: '6', h: '6', flexShrink: 0, accentColor: 'brand.solid', m: '0' }],
    field: [field.root, { gap: '1.5' }],
    label: [field.label, { fontWeight: 'semibold', fontSize: 'md' }],
    requiredMark: [field.requiredIndicator, { color: 'emergency.fg' }],
    hint: [field.helperText, { color: 'fg.muted' }],
    control: [recipeStyles('input', { size: 'lg' }), invalid],
    textarea: [recipeStyles('textarea', { size: 'lg' }), invalid],
    selectRoot: [select.root],
    select: [select.field, invalid],
    selectIndicator: [select.indicator],
    // Margins rather than a gap: the empty status line below must take no room, yet stay in the
    // accessibility tree (display: none would hide the live region, and its first words with it).
    location: [
      {
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'start',
        '& > * + *': { mt: '2' },
        '& > :empty': { mt: '0' },
      },
    ],
    locationButton: [
      recipeStyles('button', { variant: 'outline', colorPalette: 'brand', size: 'lg' }),
      {
        colorPalette: 'brand',
        minH: '11',
        fontWeight: 'bold',
        _disabled: { opacity: 1 },
        '&[aria-disabled=true]': { cursor: 'progress' },
      },
    ],
    locationRemove: [
      recipeStyles('button', { variant: 'outline', colorPalette: 'gray', size: 'lg' }),
      { minH: '11', fontWeight: 'semibold' },
    ],
    // A problem reads in the text colour with a red rule beside it: the words carry the meaning.
    locationStatus: [
      {
        fontSize: 'sm',
        color: 'fg',
        '&[data-problem]': { borderLeftWidth: '3px', borderColor: 'emergency.solid', ps: '3' },
      },
    ],
    blocked: [
      {
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        p: '4',
        bg: 'cta.subtle',
        borderWidth: '1px',
        borderColor: 'cta.focusRing',
        borderRadius: 'lg',
      },
    ],
    blockedLink: [
      recipeStyles('button', { colorPalette: 'brand' }),
      {
        colorPalette: 'brand',
        minH: '11',
        alignSelf: 'start',
        fontWeight: 'bold',
      },
    ],
    submit: [
      recipeStyles('button', { size: 'xl', colorPalette: 'cta' }),
      {
        colorPalette: 'cta',
        minH: '11',
        fontWeight: 'bold',
        alignSelf: { base: 'stretch', sm: 'start' },
      },
    ],
  })
}

export type ContactFormClasses = ReturnType<typeof contactFormClasses>['classes']
