import { CalendarIcon } from '@sanity/icons/Calendar'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { sectionHeading, sectionIntro, sectionPreview } from './fields.ts'

export const intervalTableSection = defineType({
  name: 'intervalTableSection',
  title: 'Interval table',
  type: 'object',
  icon: CalendarIcon,
  description:
    'A two-column table of how often something is due, such as recommended service intervals.',
  fields: [
    sectionHeading('Heading above the table, such as "Recommended Service Intervals".'),
    sectionIntro(),
    defineField({
      name: 'itemHeading',
      title: 'Left column heading',
      type: 'string',
      description: 'Heading of the left column, such as "Service".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'intervalHeading',
      title: 'Right column heading',
      type: 'string',
      description: 'Heading of the right column, such as "Recommended Interval".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'rows',
      title: 'Rows',
      type: 'array',
      description: 'The table rows, top to bottom.',
      of: [defineArrayMember({ type: 'intervalRow' })],
      validation: (rule) => rule.required().min(1).error('Add at least one row.'),
    }),
  ],
  preview: sectionPreview('Interval table', CalendarIcon, 'rows'),
})
