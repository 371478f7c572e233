// The postcode check's looks: Chakra's field, input and button recipes plus our layout, resolved
// on the server (server-chakra) and handed to the island as class names, like the contact form.
import { islandClasses, recipeStyles, slotRecipeStyles } from '@/components/server-chakra'

export function coverageCheckerClasses() {
  const field = slotRecipeStyles('field')
  return islandClasses({
    // Without JavaScript there is nothing to answer with: the check is not offered (the town
    // cards below still list every town). With JavaScript it works from the first paint: a check
    // asked before the island hydrates is held until then (the islands loader).
    root: [
      {
        '@media (scripting: none)': { display: 'none' },
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
        mb: '10',
        p: { base: '4', md: '8' },
        bg: 'bg.subtle',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'xl',
      },
    ],
    heading: [{ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', lineHeight: 'short' }],
    field: [field.root, { gap: '1.5' }],
    label: [field.label, { fontWeight: 'semibold', fontSize: 'md' }],
    row: [
      {
        display: 'flex',
        flexDirection: { base: 'column', sm: 'row' },
        gap: '3',
        // The field recipe lines its parts up at the start; the box and button take the width.
        alignSelf: 'stretch',
        maxW: { sm: 'lg' },
      },
    ],
    input: [
      recipeStyles('input', { size: 'lg' }),
      { bg: 'bg', textTransform: 'uppercase', _placeholder: { textTransform: 'none' } },
      {
        _invalid: {
          borderColor: 'emergency.solid',
          boxShadow: '0 0 0 1px var(--chakra-colors-emergency-solid)',
        },
      },
    ],
    button: [
      recipeStyles('button', { size: 'lg', colorPalette: 'brand' }),
      { colorPalette: 'brand', minH: '11', fontWeight: 'bold', flexShrink: '0' },
    ],
    hint: [field.helperText, { color: 'fg.muted' }],
    answer: [
      {
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'start',
        gap: '2',
        p: { base: '3', md: '4' },
        bg: 'bg',
        borderWidth: '1px',
        borderColor: 'border',
        borderLeftWidth: '4px',
        borderRadius: 'lg',
        '&[data-answer=covered]': { borderLeftColor: 'brand.solid' },
        '&[data-answer=outside]': { borderLeftColor: 'cta.solid' },
        '&[data-answer=invalid], &[data-answer=empty]': { borderLeftColor: 'emergency.solid' },
        // Empty until the first check, but still in the accessibility tree (not display: none),
        // so the first answer is announced too.
        '&:empty': { p: '0', borderWidth: '0' },
      },
    ],
    answerLead: [{ fontWeight: 'semibold', fontSize: 'lg' }],
    townLink: [
      {
        color: 'fg.link',
        fontWeight: 'semibold',
        minH: '11',
        display: 'inline-flex',
        alignItems: 'center',
        gap: '1.5',
        textDecoration: 'underline',
        textUnderlineOffset: '3px',
        '& svg': { width: '4', height: '4' },
      },
    ],
    call: [
      recipeStyles('button', { colorPalette: 'cta' }),
      { colorPalette: 'cta', minH: '11', fontWeight: 'bold', whiteSpace: 'nowrap' },
    ],
  })
}

export type CoverageCheckerClasses = ReturnType<typeof coverageCheckerClasses>['classes']
