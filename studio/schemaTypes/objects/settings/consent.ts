import { LockIcon } from '@sanity/icons/Lock'
import { defineField, defineType } from 'sanity'

export const consent = defineType({
  name: 'consent',
  title: 'Privacy notice',
  type: 'object',
  icon: LockIcon,
  description: 'The notice that appears at the bottom of the screen on a first visit.',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'Heading of the notice, such as "Your Privacy on This Site".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 4,
      description:
        'What the site stores and why, in plain words. Keep it true to what the site does.',
      validation: (rule) => rule.required().error('Write the notice text.'),
    }),
    defineField({
      name: 'acceptLabel',
      title: 'Accept button',
      type: 'string',
      description: 'Wording of the button that accepts, such as "Accept".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'declineLabel',
      title: 'Decline button',
      type: 'string',
      description: 'Wording of the button that declines, such as "Decline".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'policyLinkLabel',
      title: 'Policy link',
      type: 'string',
      description: 'Wording of the link to the cookie policy, such as "Read our Cookie Policy".',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'heading', subtitle: 'text' },
    prepare: ({ title, subtitle }) => ({ title: title || 'Privacy notice', subtitle }),
  },
})
