import { ThLargeIcon } from '@sanity/icons/ThLarge'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { sectionHeading, sectionIntro, sectionPreview } from './fields.ts'

export const featureGridSection = defineType({
  name: 'featureGridSection',
  title: 'Feature cards',
  type: 'object',
  icon: ThLargeIcon,
  description: 'A grid of cards, each with an icon, a title and a sentence or two.',
  fields: [
    sectionHeading('Heading above the cards, such as "Why Choose Our Mobile Tyre Fitting".'),
    sectionIntro(),
    defineField({
      name: 'items',
      title: 'Cards',
      type: 'array',
      description: 'Between 1 and 12 cards. Three, six or nine fill the grid neatly.',
      of: [defineArrayMember({ type: 'feature' })],
      validation: (rule) => rule.required().min(1).max(12).error('Add between 1 and 12 cards.'),
    }),
  ],
  preview: sectionPreview('Feature cards', ThLargeIcon, 'items'),
})
