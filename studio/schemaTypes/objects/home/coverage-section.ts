import { PinIcon } from '@sanity/icons/Pin'
import { defineField, defineType } from 'sanity'

export const coverageSection = defineType({
  name: 'coverageSection',
  title: 'Coverage section',
  type: 'object',
  icon: PinIcon,
  description:
    'The "Areas We Cover" part of the home page. The area cards come from the Towns list, in display order.',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'Section heading, such as "Areas We Cover".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description: 'Short paragraph under the heading, above the area cards.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'notListedHeading',
      title: '"Not listed" box heading',
      type: 'string',
      description:
        'Heading of the box under the area cards for visitors whose town is missing, such as "Don\'t See Your Area?".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'notListedText',
      title: '"Not listed" box text',
      type: 'text',
      rows: 3,
      description: 'Text of that box, above its free call and "Message Us" buttons.',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title: title || 'Coverage section' }),
  },
})
