// "Broken down? What to do now": the page for a driver at the roadside, and the places it lists,
// which the contact form also offers under the same question ("Where are you?"). Each place's
// advice is written once, here.
import { WarningOutlineIcon } from '@sanity/icons/WarningOutline'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { breakdownPath } from '../../../web/lib/routes.ts'
import { count, seoField, slugField } from '../common.ts'

export const breakdownPage = defineType({
  name: 'breakdownPage',
  title: 'Broken down page',
  type: 'document',
  icon: WarningOutlineIcon,
  groups: [
    { name: 'page', title: 'Page', default: true },
    { name: 'places', title: 'Places and advice' },
    { name: 'seo', title: 'Search engines' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description:
        'The page heading, and the wording of the links to it in the header and on the home page, such as "Broken down? What to do now".',
      group: 'page',
      validation: (rule) => rule.required().error('Give the page a title.'),
    }),
    {
      ...slugField({
        documentType: 'breakdownPage',
        source: 'title',
        description: `The end of the page address: "broken-down" gives ${breakdownPath('broken-down')}. The header and the home page link to it wherever it is; changing it breaks links people saved, so add a redirect if you do.`,
      }),
      group: 'page',
    },
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 2,
      description:
        'One or two short sentences under the title, read in a few seconds at the roadside: safety first, then call us.',
      group: 'page',
      validation: (rule) => rule.required().error('Write the introduction.'),
    }),
    defineField({
      name: 'placeQuestion',
      title: 'Question',
      type: 'string',
      description:
        'Heading above the places on this page, and the question at the top of the contact form, such as "Where are you?".',
      group: 'places',
      validation: (rule) => rule.required().error('Write the question.'),
    }),
    defineField({
      name: 'adviceHeading',
      title: 'Advice heading',
      type: 'string',
      description:
        'Heading above the advice for the chosen place in the contact form, such as "What to do right now".',
      group: 'places',
      validation: (rule) => rule.required().error('Write the heading.'),
    }),
    defineField({
      name: 'checklistHeading',
      title: '"Have ready" heading',
      type: 'string',
      description:
        'Heading above what the driver can have ready for the technician (per service and per place), such as "Have these ready for our technician".',
      group: 'places',
      validation: (rule) => rule.required().error('Write the heading.'),
    }),
    defineField({
      name: 'places',
      title: 'Places',
      type: 'array',
      description:
        'Where a driver may be when they need us. The contact form offers them in this order.',
      group: 'places',
      of: [defineArrayMember({ type: 'breakdownPlace' })],
      validation: (rule) => rule.required().min(2).error('Add at least two places.'),
    }),
    { ...seoField('Title and description of this page in Google results.'), group: 'seo' },
  ],
  preview: {
    select: { title: 'title', places: 'places' },
    prepare: ({ title, places }) => ({
      title: title || 'Broken down page',
      subtitle: count(places, 'place'),
    }),
  },
})
