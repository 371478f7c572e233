// Free text from the Studio under a section heading.
import { Box } from '@/components/server-chakra'
import { RichText } from '../portable-text'
import { SectionHeading, SectionShell, sectionHeadingId } from './section-shell'
import type { SectionProps } from './types'

export function RichTextSection({ section, tone }: SectionProps<'richTextSection'>) {
  const headingId = sectionHeadingId(section._key, section._type)
  return (
    <SectionShell headingId={headingId} tone={tone} source={section}>
      <SectionHeading id={headingId} section={section} />
      <Box maxW="3xl" fontSize={{ base: 'md', md: 'lg' }}>
        <RichText value={section.body} sectionLevel={2} />
      </Box>
    </SectionShell>
  )
}
