// The consent notice's looks, resolved on the server (server-chakra) and handed to the
// client island as class names, so the island ships no styling code.
import { islandClasses, recipeStyles, type SystemStyleObject } from '@/components/server-chakra'

const choiceButton = { minH: '11', minW: '28', fontWeight: 'bold' } as const

export function consentNoticeClasses() {
  return islandClasses({
    root: [
      {
        position: 'sticky',
        bottom: '0',
        zIndex: 'banner',
        bg: 'bg',
        color: 'fg',
        borderTopWidth: '4px',
        borderColor: 'cta.solid',
        boxShadow: '0 -10px 30px rgba(7, 23, 43, 0.18)',
      },
    ],
    container: [
      recipeStyles('container'),
      {
        maxW: '7xl',
        px: { base: '4', md: '6' },
        py: { base: '3', md: '4' },
      },
    ],
    layout: [
      {
        display: 'flex',
        flexDirection: { base: 'column', lg: 'row' },
        gap: { base: '2', lg: '8' },
        alignItems: { lg: 'center' },
      },
    ],
    details: [{ flex: '1', minW: '0' }],
    summary: [
      {
        display: 'flex',
        alignItems: 'center',
        gap: '2',
        minH: '8',
        cursor: 'pointer',
        listStyleType: 'none',
        borderRadius: 'sm',
        '&::-webkit-details-marker': { display: 'none' },
        '& svg': { transition: 'transform 0.15s' },
        'details[open] > & svg': { transform: 'rotate(180deg)' },
        _focusVisible: { outline: '3px solid', outlineColor: 'brand.focusRing' },
      } as SystemStyleObject,
    ],
    heading: [{ fontWeight: 'bold', fontSize: { base: 'md', md: 'lg' } }],
    text: [{ mt: '1', fontSize: 'sm', color: 'fg.muted', maxW: '4xl' }],
    actions: [
      {
        display: 'flex',
        rowGap: '1',
        columnGap: '3',
        alignItems: 'center',
        flexWrap: 'wrap',
        flexShrink: 0,
      },
    ],
    accept: [
      recipeStyles('button', { variant: 'solid', colorPalette: 'cta' }),
      { colorPalette: 'cta' },
      choiceButton,
    ],
    decline: [
      recipeStyles('button', { variant: 'outline', colorPalette: 'brand' }),
      { colorPalette: 'brand', borderColor: 'brand.solid', color: 'brand.solid' },
      choiceButton,
    ],
    policyLink: [
      recipeStyles('link', { variant: 'underline' }),
      {
        color: 'fg.link',
        fontSize: 'sm',
        fontWeight: 'semibold',
        py: '1',
      },
    ],
  })
}

export type ConsentNoticeClasses = ReturnType<typeof consentNoticeClasses>['classes']
