import { RocketIcon } from '@sanity/icons/Rocket'
import { defineField, defineType } from 'sanity'
import { pictureField } from '../../common.ts'
import { textListItem } from '../../text-list-item.ts'

export const homeHero = defineType({
  name: 'homeHero',
  title: 'Home page hero',
  type: 'object',
  icon: RocketIcon,
  description: 'The first thing visitors see at the top of the home page.',
  fields: [
    defineField({
      name: 'badge',
      title: 'Badge',
      type: 'string',
      description: 'Small pill above the headline, such as "24/7 Emergency Response".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'headline',
      title: 'Headline',
      type: 'string',
      description:
        'The main headline. Write {product} where the product phrase from Site settings should go, for example "Your {product} When You Need It Most"; the site highlights that phrase.',
      validation: (rule) =>
        rule.required().custom((value) => {
          if (value && !value.includes('{product}')) {
            return 'Include {product} (with the curly brackets) where the product phrase from Site settings should appear.'
          }
          return true
        }),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description: 'One or two sentences under the headline saying what we do and where.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'bookLabel',
      title: 'Book button',
      type: 'string',
      description:
        'Wording of the second button, which scrolls to the contact form, such as "Book Service Online". The free call button beside it uses the phone number.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'highlights',
      title: 'Highlights',
      type: 'array',
      description:
        'Exactly three short selling points shown with ticks under the buttons, such as "Same Day Service".',
      of: [textListItem()],
      validation: (rule) => rule.required().length(3).error('Add exactly three highlights.'),
    }),
    defineField({
      name: 'responseNote',
      title: 'Response time note',
      type: 'string',
      description:
        'Line about how fast we arrive, shown on the hero card. Mention the 45-minute average.',
      validation: (rule) => rule.required(),
    }),
    pictureField({
      name: 'picture',
      title: 'Picture',
      description:
        'The big picture beside the headline on computers (under the buttons on phones): our people and vans at work. It is also the picture shown when the home page is shared on social media.',
      required: true,
    }),
  ],
  preview: {
    select: { title: 'headline', subtitle: 'badge', media: 'picture' },
    prepare: ({ title, subtitle, media }) => ({ title: title || 'Hero', subtitle, media }),
  },
})
