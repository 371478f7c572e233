import { StarIcon } from '@sanity/icons/Star'
import { defineField, defineType } from 'sanity'
import { iconField, iconTitle } from '../common.ts'

export const feature = defineType({
  name: 'feature',
  title: 'Feature card',
  type: 'object',
  icon: StarIcon,
  fields: [
    iconField('The small picture at the top of the card.'),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'Bold heading of the card, a few words such as "Arrives in 30-60 Minutes".',
      validation: (rule) => rule.required().error('Give the card a title.'),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 3,
      description: 'One or two sentences under the title explaining the point.',
      validation: (rule) => rule.required().error('Write the text for this card.'),
    }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'text', icon: 'icon' },
    prepare: ({ title, subtitle, icon }) => ({
      title: title || 'Untitled feature',
      subtitle: [iconTitle(icon), subtitle].filter(Boolean).join(' · '),
      media: StarIcon,
    }),
  },
})
