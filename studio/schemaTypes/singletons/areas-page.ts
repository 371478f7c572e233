import { PinIcon } from '@sanity/icons/Pin'
import { defineField, defineType } from 'sanity'
import { seoField } from '../common.ts'

/** The "Areas we cover" index page: every town, grouped by county. The towns come from the Towns list. */
export const areasPage = defineType({
  name: 'areasPage',
  title: 'Areas we cover page',
  type: 'document',
  icon: PinIcon,
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description:
        'Main heading of the page that lists every town by county, such as "Areas We Cover". Also the name of the page in breadcrumbs.',
      validation: (rule) => rule.required().error('Enter the heading of the page.'),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description:
        'Short paragraph under the heading, above the counties. The towns and counties come from the Towns list: each county once, in alphabetical order, with its towns in alphabetical order.',
      validation: (rule) => rule.required().error('Enter the introduction.'),
    }),
    seoField('Title and description of the "Areas we cover" page in Google results.'),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title: 'Areas we cover page', subtitle: title }),
  },
})
