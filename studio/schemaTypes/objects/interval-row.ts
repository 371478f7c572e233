import { CalendarIcon } from '@sanity/icons/Calendar'
import { defineField, defineType } from 'sanity'

export const intervalRow = defineType({
  name: 'intervalRow',
  title: 'Interval row',
  type: 'object',
  icon: CalendarIcon,
  fields: [
    defineField({
      name: 'item',
      title: 'Item',
      type: 'string',
      description: 'Left-hand column: the service or part, such as "Interim service".',
      validation: (rule) => rule.required().error('Name the item.'),
    }),
    defineField({
      name: 'interval',
      title: 'Interval',
      type: 'string',
      description: 'Right-hand column: how often, such as "Every 6 months or 10,000 miles".',
      validation: (rule) => rule.required().error('Say how often.'),
    }),
  ],
  preview: {
    select: { title: 'item', subtitle: 'interval' },
    prepare: ({ title, subtitle }) => ({ title: title || 'Untitled row', subtitle }),
  },
})
