// The two illustrated panels under the service cards ('Expert Tyre Service', 'Certified
// Technicians'). The artwork is ours, shipped as SVG in public/artwork/; width and height are
// given so the page does not shift while an image loads.
import { Box, Heading, SimpleGrid, Stack, Text } from '@/components/server-chakra'
import type { HomePage } from '@/lib/content'

type Panel = NonNullable<NonNullable<HomePage['servicesSection']>['panels']>[number]

/** The illustrations that exist in public/artwork/ (imagePanel.artwork's options). */
const artworkFiles = new Set(['tyre-fitting', 'technician', 'van'])

/** Intrinsic size of every artwork file (viewBox 0 0 600 400). */
export const ARTWORK_WIDTH = 600
export const ARTWORK_HEIGHT = 400

export function artworkPath(artwork: string | null | undefined): string | null {
  return artwork && artworkFiles.has(artwork) ? `/artwork/${artwork}.svg` : null
}

export function ImagePanels({ panels }: { panels: Panel[] | null | undefined }) {
  const shown = (panels ?? []).filter((panel) => panel.title)
  if (shown.length === 0) return null
  return (
    <SimpleGrid as="ul" columns={{ base: 1, lg: 2 }} gap="6" mt="12" listStyleType="none">
      {shown.map((panel) => {
        const src = artworkPath(panel.artwork)
        return (
          <Stack
            as="li"
            key={panel._key}
            bg="bg"
            borderWidth="1px"
            borderColor="border"
            borderRadius="xl"
            overflow="hidden"
            boxShadow="sm"
            gap="0"
          >
            {src ? (
              <Box asChild display="block" w="full" h="auto" bg="navy.50">
                {/* biome-ignore lint/performance/noImgElement: a static export serves the SVG as is; next/image would add nothing */}
                <img
                  src={src}
                  alt={panel.alt ?? ''}
                  width={ARTWORK_WIDTH}
                  height={ARTWORK_HEIGHT}
                  loading="lazy"
                  decoding="async"
                />
              </Box>
            ) : null}
            <Stack gap="3" p={{ base: '6', md: '8' }}>
              <Heading as="h3" fontSize={{ base: 'xl', md: '2xl' }}>
                {panel.title}
              </Heading>
              <Text color="fg.muted" fontSize={{ md: 'lg' }}>
                {panel.text}
              </Text>
            </Stack>
          </Stack>
        )
      })}
    </SimpleGrid>
  )
}
