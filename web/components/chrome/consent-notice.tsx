'use client'
// The privacy notice: says plainly what the site stores (one local-storage item, no tracking),
// with equal Accept and Decline buttons and a link to the Cookie Policy. It is a non-modal
// region that sticks to the bottom of the viewport as the last thing on the page: it never
// covers the sticky header and its call button, never traps or takes focus, and at the end
// of the page it sits below the footer instead of over it. It is not critical content, so it
// renders nothing on the server and appears after mount only when no choice is stored.
// On phones the explanation is folded under the heading (a native disclosure) to stay compact.
import { Box, Button, Container, Flex, Link, Text } from '@chakra-ui/react'
import { ChevronDown } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { SiteSettings } from '@/lib/content'
import {
  browserStorages,
  type ConsentChoice,
  consentStorageKey,
  isConsentChoice,
  readConsent,
  writeConsent,
} from './consent-storage'

// Matches Chakra's md breakpoint: from here the explanation starts unfolded.
const unfoldedQuery = '(min-width: 48em)'

export function ConsentNotice({
  consent,
  policyHref,
}: {
  consent: SiteSettings['consent']
  policyHref: string
}) {
  const [visible, setVisible] = useState(false)
  const [unfolded, setUnfolded] = useState(false)

  useEffect(() => {
    if (readConsent(browserStorages) !== null) return
    setUnfolded(window.matchMedia(unfoldedQuery).matches)
    setVisible(true)
    // A choice made in another tab hides the notice here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === consentStorageKey && isConsentChoice(event.newValue)) setVisible(false)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  if (!visible || !consent?.heading) return null

  const choose = (choice: ConsentChoice) => {
    // If no storage takes it (private modes), the notice still goes away for this page.
    writeConsent(choice, browserStorages)
    setVisible(false)
  }

  return (
    <Box
      as="section"
      aria-label={consent.heading}
      position="sticky"
      bottom="0"
      zIndex="banner"
      bg="bg"
      color="fg"
      borderTopWidth="4px"
      borderColor="cta.solid"
      boxShadow="0 -10px 30px rgba(7, 23, 43, 0.18)"
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '3', md: '4' }}>
        <Flex
          direction={{ base: 'column', lg: 'row' }}
          gap={{ base: '2', lg: '8' }}
          align={{ lg: 'center' }}
        >
          <Box asChild flex="1" minW="0">
            <details open={unfolded} onToggle={(event) => setUnfolded(event.currentTarget.open)}>
              <Box
                as="summary"
                display="flex"
                alignItems="center"
                gap="2"
                minH="8"
                cursor="pointer"
                listStyleType="none"
                borderRadius="sm"
                css={{
                  '&::-webkit-details-marker': { display: 'none' },
                  '& svg': { transition: 'transform 0.15s' },
                  'details[open] > & svg': { transform: 'rotate(180deg)' },
                }}
                _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing' }}
              >
                <Text as="span" fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }}>
                  {consent.heading}
                </Text>
                <ChevronDown size={18} aria-hidden="true" />
              </Box>
              {consent.text ? (
                <Text mt="1" fontSize="sm" color="fg.muted" maxW="4xl">
                  {consent.text}
                </Text>
              ) : null}
            </details>
          </Box>
          <Flex rowGap="1" columnGap="3" align="center" wrap="wrap" flexShrink={0}>
            <Button
              colorPalette="cta"
              variant="solid"
              minH="11"
              minW="28"
              fontWeight="bold"
              onClick={() => choose('accepted')}
            >
              {consent.acceptLabel}
            </Button>
            <Button
              colorPalette="brand"
              variant="outline"
              minH="11"
              minW="28"
              fontWeight="bold"
              borderColor="brand.solid"
              color="brand.solid"
              onClick={() => choose('declined')}
            >
              {consent.declineLabel}
            </Button>
            {consent.policyLinkLabel ? (
              <Link
                href={policyHref}
                variant="underline"
                color="fg.link"
                fontSize="sm"
                fontWeight="semibold"
                py="1"
              >
                {consent.policyLinkLabel}
              </Link>
            ) : null}
          </Flex>
        </Flex>
      </Container>
    </Box>
  )
}
