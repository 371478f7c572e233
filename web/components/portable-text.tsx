// Portable Text (the Studio's rich text) mapped onto Chakra: paragraphs, headings shifted below
// the surrounding section heading, bullet and numbered lists, strong/em and links.

import {
  PortableText,
  type PortableTextBlock,
  type PortableTextComponents,
} from '@portabletext/react'
import { Box, Heading, Link, Stack, Text } from '@/components/server-chakra'
import { editTarget } from '@/lib/content'

type TypedObject = { _type: string; _key?: string | null }

type HeadingLevel = 1 | 2 | 3 | 4 | 5
type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6'

function headingTag(level: number): HeadingTag {
  return `h${Math.min(Math.max(level, 2), 6)}` as HeadingTag
}

/** Internal links are relative paths or in-page anchors; everything else leaves the site. */
function isExternalHref(href: string): boolean {
  return !(href.startsWith('/') || href.startsWith('#'))
}

function components(sectionLevel: HeadingLevel): PortableTextComponents {
  return {
    block: {
      normal: ({ children, value }) => (
        <Text lineHeight="tall" {...editTarget(value)}>
          {children}
        </Text>
      ),
      h2: ({ children, value }) => (
        <Heading
          as={headingTag(sectionLevel + 1)}
          fontSize={{ base: 'xl', md: '2xl' }}
          mt="2"
          {...editTarget(value)}
        >
          {children}
        </Heading>
      ),
      h3: ({ children, value }) => (
        <Heading
          as={headingTag(sectionLevel + 2)}
          fontSize={{ base: 'lg', md: 'xl' }}
          mt="2"
          {...editTarget(value)}
        >
          {children}
        </Heading>
      ),
    },
    list: {
      bullet: ({ children }) => (
        <Stack as="ul" ps="6" gap="2" listStyleType="disc">
          {children}
        </Stack>
      ),
      number: ({ children }) => (
        <Stack as="ol" ps="6" gap="2" listStyleType="decimal">
          {children}
        </Stack>
      ),
    },
    listItem: ({ children, value }) => (
      <Box as="li" lineHeight="tall" ps="1" {...editTarget(value)}>
        {children}
      </Box>
    ),
    marks: {
      strong: ({ children }) => (
        <Text as="strong" fontWeight="bold">
          {children}
        </Text>
      ),
      em: ({ children }) => <em>{children}</em>,
      link: ({ children, value }) => {
        const href = typeof value?.href === 'string' ? value.href : ''
        if (!href) return <>{children}</>
        return (
          <Link
            href={href}
            color="fg.link"
            textDecoration="underline"
            rel={isExternalHref(href) ? 'noopener' : undefined}
          >
            {children}
          </Link>
        )
      },
    },
  }
}

export function RichText({
  value,
  sectionLevel = 1,
}: {
  /** Blocks as the query returns them (TypeGen marks every block field optional). */
  value: TypedObject[] | null | undefined
  /**
   * Level of the heading the text sits under; its h2 blocks render one level below it, so the
   * outline never skips a level. 1 (directly under the page's h1) keeps h2 as h2.
   */
  sectionLevel?: HeadingLevel
}) {
  if (!value || value.length === 0) return null
  return (
    <Stack gap="4">
      <PortableText
        value={value as PortableTextBlock[]}
        components={components(sectionLevel)}
        onMissingComponent={false}
      />
    </Stack>
  )
}
