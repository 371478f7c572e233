// Header on every page: logo home, the nav (in-page anchors on the home page, '/#…'
// elsewhere), the emergency hotline and the 'Free Call Now' button. Everything here is server
// HTML; the mobile menu is the one island (the small-screen toggle and its panel), its nav links
// and call button server-rendered slots in it.

import { Phone } from 'lucide-react'
import {
  Box,
  Container,
  classFor,
  Flex,
  Link,
  recipeStyles,
  Stack,
  Text,
} from '@/components/server-chakra'
import { Island } from '@/islands/island'
import { editTarget, type SiteSettings } from '@/lib/content'
import {
  contactAnchor,
  coverageAnchor,
  homeAnchor,
  homePath,
  servicesAnchor,
  telHref,
} from '@/lib/routes'
import { CallButton } from '../ui/call-button'
import { Logo } from './logo'

const navPanelId = 'site-menu'

function navItems(settings: SiteSettings, onHomePage: boolean) {
  const labels = settings.labels
  const item = (field: 'navServices' | 'navCoverage' | 'navContact', anchor: string) => ({
    label: labels?.[field] ?? '',
    href: homeAnchor(anchor, onHomePage),
    editTarget: editTarget(labels, field),
  })
  return [
    item('navServices', servicesAnchor),
    item('navCoverage', coverageAnchor),
    item('navContact', contactAnchor),
  ].filter((item) => item.label !== '')
}

function Hotline({
  settings,
  inPanel,
  breakdownHref,
}: {
  settings: SiteSettings
  inPanel: boolean
  /** The Broken down page: the hotline label links to what to do while help is on its way. */
  breakdownHref: string | undefined
}) {
  if (!settings.hotlineLabel && !settings.phoneDisplay) return null
  return (
    <Box
      lineHeight="short"
      textAlign={inPanel ? 'left' : 'right'}
      hideBelow={inPanel ? undefined : 'md'}
      hideFrom={inPanel ? 'md' : undefined}
      py={inPanel ? '3' : undefined}
    >
      <Text
        fontSize="xs"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="wider"
        color="amber.200"
        {...editTarget(settings, 'hotlineLabel')}
      >
        {/* The wide header's label only: the menu panel keeps to the nav links. */}
        {breakdownHref && !inPanel ? (
          <Link
            href={breakdownHref}
            variant="plain"
            // 24 px tall: a touch target of its own above the number (WCAG 2.5.8).
            display="inline-flex"
            alignItems="center"
            minH="6"
            color="amber.200"
            textDecoration="underline"
            textUnderlineOffset="2px"
            focusRingColor="amber.300"
            _hover={{ color: 'white' }}
          >
            {settings.hotlineLabel}
          </Link>
        ) : (
          settings.hotlineLabel
        )}
      </Text>
      <Link
        href={telHref(settings.phoneE164 ?? '')}
        variant="plain"
        color="white"
        fontWeight="bold"
        fontSize={inPanel ? 'xl' : 'lg'}
        whiteSpace="nowrap"
        focusRingColor="amber.300"
        {...editTarget(settings, 'phoneDisplay')}
      >
        {settings.phoneDisplay}
      </Link>
    </Box>
  )
}

// The menu island's looks, resolved here on the server and handed down as class names.
function menuClasses() {
  const panel = classFor({
    display: { base: 'none', lg: 'block' },
    '&[data-open], &:target:not([data-enhanced])': { display: 'block' },
    position: { base: 'absolute', lg: 'static' },
    top: 'calc(100% + 4px)',
    insetInline: '0',
    zIndex: 'dropdown',
    bg: 'brand.solid',
    borderBottomWidth: { base: '4px', lg: '0' },
    borderColor: 'cta.solid',
    boxShadow: { base: 'lg', lg: 'none' },
    px: { base: '4', md: '6', lg: '0' },
    py: { base: '2', lg: '0' },
    mx: { lg: 'auto' },
  })
  const actions = classFor({
    display: 'flex',
    alignItems: 'center',
    flexDirection: 'row',
    gap: { base: '2', sm: '3', md: '5' },
    ml: { base: 'auto', lg: '0' },
    flexShrink: 0,
  })
  const toggle = classFor(recipeStyles('button', { variant: 'ghost', size: 'md' }), {
    display: { base: 'inline-flex', lg: 'none' },
    px: '0',
    py: '0',
    _icon: { fontSize: '1.2em' },
    color: 'white',
    minW: '11',
    h: '11',
    borderWidth: '1px',
    borderColor: 'navy.500',
    flexShrink: 0,
    _hover: { bg: 'navy.700' },
    _expanded: { bg: 'navy.700', borderColor: 'amber.300' },
    _focusVisible: { outline: '3px solid', outlineColor: 'amber.300', outlineOffset: '2px' },
  })
  return {
    styles: [panel.style, actions.style, toggle.style],
    classes: { panel: panel.className, actions: actions.className, toggle: toggle.className },
  }
}

export function SiteHeader({
  settings,
  onHomePage,
  breakdownHref,
}: {
  settings: SiteSettings
  onHomePage: boolean
  breakdownHref: string | undefined
}) {
  const labels = settings.labels
  const items = navItems(settings, onHomePage)
  const menu = menuClasses()
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="brand.solid"
      color="brand.contrast"
      borderBottomWidth="4px"
      borderColor="cta.solid"
    >
      <Container maxW="7xl" px={{ base: '3', sm: '4', md: '6' }}>
        <Flex align="center" gap={{ base: '2', sm: '4', lg: '8' }} minH="16" py="2">
          <Logo
            name={settings.businessName ?? ''}
            homeLabel={labels?.logoHome ?? ''}
            href={homePath}
          />
          {menu.styles}
          <Island
            name="mobile-menu"
            props={{
              classes: menu.classes,
              panelId: navPanelId,
              navLabel: labels?.mainMenu ?? '',
              openLabel: labels?.menuOpen ?? '',
              closeLabel: labels?.menuClose ?? '',
            }}
            slots={{
              actions: (
                <>
                  <Hotline settings={settings} inPanel={false} breakdownHref={breakdownHref} />
                  <CallButton
                    settings={settings}
                    size={{ base: 'sm', sm: 'md' }}
                    px={{ base: '3', sm: '4' }}
                    flexShrink={0}
                    whiteSpace="nowrap"
                    css={{ '@media (max-width: 359px)': { '& svg': { display: 'none' } } }}
                  >
                    <Phone aria-hidden="true" />
                    {labels?.freeCallNow}
                  </CallButton>
                </>
              ),
              children: (
                <>
                  <Stack
                    as="ul"
                    listStyleType="none"
                    direction={{ base: 'column', lg: 'row' }}
                    gap={{ base: '0', lg: '1' }}
                    align={{ lg: 'center' }}
                  >
                    {items.map((item) => (
                      <Box
                        as="li"
                        key={item.href}
                        borderBottomWidth={{ base: '1px', lg: '0' }}
                        borderColor="navy.600"
                      >
                        <Link
                          href={item.href}
                          variant="plain"
                          color="white"
                          fontWeight="semibold"
                          fontSize={{ base: 'lg', lg: 'md' }}
                          display="flex"
                          alignItems="center"
                          minH={{ base: '12', lg: '11' }}
                          px={{ base: '1', lg: '3' }}
                          borderRadius="md"
                          textDecoration="none"
                          _hover={{ bg: 'navy.700', textDecoration: 'none' }}
                          focusRingColor="amber.300"
                          {...item.editTarget}
                        >
                          {item.label}
                        </Link>
                      </Box>
                    ))}
                  </Stack>
                  <Hotline settings={settings} inPanel breakdownHref={breakdownHref} />
                </>
              ),
            }}
          />
        </Flex>
      </Container>
    </Box>
  )
}
