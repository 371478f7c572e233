// Fields and previews every service page section shares.
import type { ComponentType, ReactNode } from 'react'
import { defineField } from 'sanity'

export function sectionHeading(description = 'Heading of this part of the page.') {
  return defineField({
    name: 'heading',
    title: 'Heading',
    type: 'string',
    description,
    validation: (rule) => rule.required().error('Give this section a heading.'),
  })
}

/** Optional paragraph under a section heading. */
export function sectionIntro(description = 'Optional short paragraph under the heading.') {
  return defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 3, description })
}

/**
 * Preview "Kind · Heading (n)", so a long list of sections reads at a glance in the page editor.
 * `listField` names the array whose length goes in brackets.
 */
export function sectionPreview(
  kind: string,
  icon: ComponentType,
  listField?: string,
  /** A picture field whose picture replaces the icon when one is chosen. */
  pictureField?: string,
) {
  const select: Record<string, string> = { heading: 'heading' }
  if (listField) select.list = listField
  if (pictureField) select.picture = pictureField
  return {
    select,
    prepare: ({ heading, list, picture }: Record<string, unknown>) => {
      const size = listField && Array.isArray(list) ? ` (${list.length})` : ''
      const title = typeof heading === 'string' && heading ? heading : 'Untitled section'
      // A chosen picture (an image value) previews as itself; otherwise the section's icon.
      return { title: `${kind} · ${title}${size}`, media: (picture as ReactNode) ?? icon }
    },
  }
}
