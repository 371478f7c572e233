// Home hero: badge, headline with the product phrase, call and booking buttons, highlights, and
// the staff's picture beside them on desktop (under them on phones).

import { CheckCircle2 } from 'lucide-react'
import {
  Badge,
  Box,
  Container,
  Heading,
  HStack,
  Link,
  Stack,
  Text,
} from '@/components/server-chakra'
import {
  type EditTarget,
  editTarget,
  getPicture,
  type HomePage,
  type SiteSettings,
} from '@/lib/content'
import { contactAnchor } from '@/lib/routes'
import { CallActions } from '../ui/call-actions'
import { HeroColumns } from '../ui/picture'

/** Splits 'Your {product} When You Need It Most' around the product phrase so it can be highlighted. */
function headlineParts(template: string, product: string): [string, string, string] {
  const at = template.indexOf('{product}')
  if (at === -1) return [template, '', '']
  return [template.slice(0, at), product, template.slice(at + '{product}'.length)]
}

export function HomeHero({
  hero,
  settings,
  breakdown,
}: {
  hero: HomePage['hero']
  settings: SiteSettings
  /** The Broken down page's title and address, linked under the call buttons. */
  breakdown: { title: string; href: string; editTarget: EditTarget } | null
}) {
  const [before, product, after] = headlineParts(hero?.headline ?? '', settings.productPhrase ?? '')
  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      bg="bg.inverted"
      color="white"
      py={{ base: '12', md: '20' }}
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <HeroColumns picture={getPicture(hero?.picture, 'hero')}>
          <Stack gap="6" maxW="3xl">
            <Badge
              {...editTarget(hero, 'badge')}
              alignSelf="start"
              colorPalette="emergency"
              variant="solid"
              size="lg"
              px="3"
              py="1"
            >
              {hero?.badge}
            </Badge>
            <Heading
              {...editTarget(hero, 'headline')}
              as="h1"
              fontSize={{ base: '4xl', md: '6xl' }}
              lineHeight="1.05"
              fontWeight="extrabold"
            >
              {before}
              <Box as="span" color="amber.300">
                {product}
              </Box>
              {after}
            </Heading>
            <Text
              fontSize={{ base: 'lg', md: 'xl' }}
              color="navy.100"
              {...editTarget(hero, 'intro')}
            >
              {hero?.intro}
            </Text>
            <CallActions
              settings={settings}
              contactLink={{
                href: `#${contactAnchor}`,
                label: hero?.bookLabel,
                editTarget: editTarget(hero, 'bookLabel'),
              }}
            />
            {breakdown ? (
              <Link
                href={breakdown.href}
                alignSelf="start"
                color="white"
                fontWeight="bold"
                fontSize={{ base: 'lg', md: 'xl' }}
                textDecoration="underline"
                textUnderlineOffset="3px"
                focusRingColor="amber.300"
                _hover={{ color: 'amber.200' }}
                {...breakdown.editTarget}
              >
                {breakdown.title}
              </Link>
            ) : null}
            <Text color="amber.200" fontWeight="semibold" {...editTarget(hero, 'responseNote')}>
              {hero?.responseNote}
            </Text>
            <HStack as="ul" gap={{ base: '3', md: '6' }} flexWrap="wrap" listStyleType="none">
              {hero?.highlights?.map((highlight, index) => (
                <HStack as="li" key={highlight} gap="2" {...editTarget(hero, 'highlights', index)}>
                  <CheckCircle2 aria-hidden="true" size={20} color="#ffc940" />
                  <Text fontWeight="semibold">{highlight}</Text>
                </HStack>
              ))}
            </HStack>
          </Stack>
        </HeroColumns>
      </Container>
    </Box>
  )
}
