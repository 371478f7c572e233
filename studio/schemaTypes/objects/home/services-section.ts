import { ThLargeIcon } from '@sanity/icons/ThLarge'
import { defineArrayMember, defineField, defineType } from 'sanity'

export const servicesSection = defineType({
  name: 'servicesSection',
  title: 'Services section',
  type: 'object',
  icon: ThLargeIcon,
  description:
    'The "Our Services" part of the home page. The nine service cards come from the Services list, in display order.',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'Section heading, such as "Our Services".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description: 'Short paragraph under the heading, above the service cards.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'panels',
      title: 'Picture panels',
      type: 'array',
      description:
        'The two illustrated panels under the service cards ("Expert Tyre Service" and "Certified Technicians").',
      of: [defineArrayMember({ type: 'imagePanel' })],
      validation: (rule) => rule.required().length(2).error('Add exactly two picture panels.'),
    }),
    defineField({
      name: 'emergencyHeading',
      title: 'Emergency box heading',
      type: 'string',
      description: 'Heading of the emergency call box at the end of the section.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'emergencyText',
      title: 'Emergency box text',
      type: 'text',
      rows: 3,
      description: 'Text in the emergency call box, next to the emergency call button.',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title: title || 'Services section' }),
  },
})
