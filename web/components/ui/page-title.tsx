// The h1 of a page that opens with a plain title band (a legal page, the Broken down page, "Areas
// we cover"): one size and leading for all of them. The home and town pages open with a hero of
// their own, larger.
import type { ReactNode } from 'react'
import { Heading } from '@/components/server-chakra'
import type { EditTarget } from '@/lib/content'

export function PageTitle({ children, target }: { children: ReactNode; target: EditTarget }) {
  return (
    <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1" {...target}>
      {children}
    </Heading>
  )
}
