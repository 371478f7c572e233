import { RocketIcon } from '@sanity/icons/Rocket'
import { defineField, defineType } from 'sanity'
import { pictureField } from '../../common.ts'
import { textListItem } from '../../text-list-item.ts'
import { sectionPreview } from './fields.ts'

export const heroSection = defineType({
  name: 'heroSection',
  title: 'Hero',
  type: 'object',
  icon: RocketIcon,
  description:
    'The banner at the top of a service page, with the free call button. Use it once, first.',
  fields: [
    defineField({
      name: 'eyebrow',
      title: 'Eyebrow',
      type: 'string',
      description: 'Small line above the heading, such as "24/7 Mobile Service".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: "The page's main heading, usually the service name with a benefit.",
      validation: (rule) => rule.required().error('Give the hero a heading.'),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description: 'One or two sentences under the heading: what the service is and why us.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'highlights',
      title: 'Highlights',
      type: 'array',
      description:
        'Up to four short points shown with ticks, such as "Fitted at your home or work".',
      of: [textListItem()],
      validation: (rule) => rule.max(4).error('Use at most four highlights.'),
    }),
    defineField({
      name: 'showQuoteButton',
      title: 'Show "Get Quote" button',
      type: 'boolean',
      description:
        'Adds a "Get Quote" button beside the free call button, taking visitors to the contact form.',
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
    pictureField({
      name: 'picture',
      title: 'Picture',
      description:
        'Optional picture beside the heading on computers and under the buttons on phones: the service being done. It is also the picture shown when the page is shared on social media.',
    }),
  ],
  preview: sectionPreview('Hero', RocketIcon, 'highlights', 'picture'),
})
