import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle'
import { defineField, defineType } from 'sanity'
import { textListItem } from '../../text-list-item.ts'
import { sectionHeading, sectionIntro, sectionPreview } from './fields.ts'

export const checklistSection = defineType({
  name: 'checklistSection',
  title: 'Checklist',
  type: 'object',
  icon: CheckmarkCircleIcon,
  description: 'A list of short points with ticks, such as everything included in a fitting.',
  fields: [
    sectionHeading('Heading above the list, such as "What\'s Included".'),
    sectionIntro(),
    defineField({
      name: 'items',
      title: 'Points',
      type: 'array',
      description: 'Between 1 and 12 short points, one per line.',
      of: [textListItem()],
      validation: (rule) => rule.required().min(1).max(12).error('Add between 1 and 12 points.'),
    }),
  ],
  preview: sectionPreview('Checklist', CheckmarkCircleIcon, 'items'),
})
