import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { defineField, defineType } from 'sanity'
import { legalPath, reservedFirstSegments } from '../../../web/lib/routes.ts'
import { portableTextField, seoField, slugField } from '../common.ts'

/** First parts of addresses the site already uses for other pages. */
const reservedSlugs = new Set(reservedFirstSegments)

export const legalPage = defineType({
  name: 'legalPage',
  title: 'Legal page',
  type: 'document',
  icon: DocumentTextIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'Page heading and footer link text, such as "Privacy Policy".',
      validation: (rule) => rule.required().error('Give the page a title.'),
    }),
    slugField({
      documentType: 'legalPage',
      source: 'title',
      description:
        'The page address: "privacy-policy" gives /privacy-policy/. The footer and the privacy notice link to privacy-policy, terms-of-service and cookie-policy, so keep those.',
      check: (slug) =>
        reservedSlugs.has(slug)
          ? `"${slug}" is already used by other pages; choose another.`
          : undefined,
    }),
    defineField({
      name: 'lastUpdated',
      title: 'Last updated',
      type: 'string',
      description:
        'Month and year of the last change, shown under the title, such as "January 2024". Update it whenever the text changes.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description: 'Opening paragraph under the title: what the page covers.',
      validation: (rule) => rule.required(),
    }),
    portableTextField({
      name: 'body',
      title: 'Text',
      description:
        'The full text. Use Heading for each numbered part, lists for items, and links to other pages or e-mail addresses.',
    }),
    seoField('Title and description of this page in Google results.'),
  ],
  orderings: [{ title: 'Title', name: 'titleAsc', by: [{ field: 'title', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', slug: 'slug.current', lastUpdated: 'lastUpdated' },
    prepare: ({ title, slug, lastUpdated }) => ({
      title: title || 'Untitled legal page',
      subtitle: [slug ? legalPath(slug) : 'No web address yet', lastUpdated]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
