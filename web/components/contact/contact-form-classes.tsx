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
    place: [{ display: 'flex', flexDirection: 'column', gap: '4' }],
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
    placeRadio: [{ w: '5', h: '5', flexShrink: 0, accentColor: 'brand.solid', m: '0' }],
    // Margins rather than a gap, as for the location status: the empty live region takes no
    // room yet stays in the accessibility tree.
    placeHelp: [
      {
        display: 'flex',
        flexDirection: 'column',
        minW: '0',
        '& > * + *': { mt: '3' },
        '& > :empty': { mt: '0' },
      },
    ],
    placeUrgent: [{ display: 'flex', flexDirection: 'column', gap: '3', scrollMarginBlock: '20' }],
    // Call 999 first: white on red, large and bold, above everything else of the advice.
    callFirst: [
      {
        display: 'flex',
        alignItems: 'start',
        gap: '3',
        fontSize: { base: 'xl', md: '2xl' },
        lineHeight: 'short',
        bg: 'emergency.solid',
        color: 'emergency.contrast',
        p: '4',
        borderRadius: 'lg',
        '& svg': { flexShrink: 0, w: '8', h: '8' },
      },
    ],
    adviceRegion: [
      {
        '&:not(:empty)': {
          bg: 'cta.subtle',
          borderLeftWidth: '4px',
          borderColor: 'cta.solid',
          borderRadius: 'md',
          p: '4',
        },
      },
    ],
    adviceHeading: [{ fontWeight: 'bold', fontSize: 'md', mb: '2' }],
    adviceList: [{ listStyleType: 'decimal', ps: '5', '& > li + li': { mt: '1.5' } }],
    placeCall: [{ display: 'flex', '& a': { w: { base: 'full', sm: 'auto' } } }],
    // "Have these ready for our technician": shown, never sent.
    checklist: [
      { borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '4', bg: 'bg.subtle' },
    ],
    checklistHeading: [{ fontWeight: 'bold', fontSize: 'md', mb: '2' }],
    checklistList: [{ listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: '3' }],
    checklistItem: [
      {
        display: 'flex',
        gap: '2',
        alignItems: 'start',
        '& > svg': { flexShrink: 0, mt: '0.5', w: '5', h: '5', color: 'brand.fg' },
      },
    ],
    checklistBody: [{ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' }],
    checklistPicture: [
      {
        display: 'block',
        w: 'full',
        maxW: '20rem',
        h: 'auto',
        borderRadius: 'md',
        borderWidth: '1px',
        borderColor: 'border',
      },
    ],
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
