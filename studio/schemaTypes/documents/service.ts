import { WrenchIcon } from '@sanity/icons/Wrench'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { servicePath } from '../../../web/lib/routes.ts'
import { dragOrderOrdering, iconField, orderRankField, seoField, slugField } from '../common.ts'
import { sectionTypes } from '../objects/sections/index.ts'
import { textListItem } from '../text-list-item.ts'

const ctaKinds = [
  { title: 'Free call (phone button)', value: 'call' },
  { title: 'Emergency call (red phone button)', value: 'emergencyCall' },
  { title: 'Book service (goes to the contact form)', value: 'book' },
]

export const service = defineType({
  name: 'service',
  title: 'Service',
  type: 'document',
  icon: WrenchIcon,
  groups: [
    { name: 'card', title: 'Home page card', default: true },
    { name: 'page', title: 'Service page' },
    { name: 'form', title: 'Contact form' },
    { name: 'seo', title: 'Search engines' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Service name',
      type: 'string',
      description:
        'Name of the service on its card, in menus, in the footer and in the contact form\'s service list, such as "Mobile Tyre Fitting".',
      group: ['card', 'page'],
      validation: (rule) => rule.required().error('Give the service a name.'),
    }),
    {
      ...slugField({
        documentType: 'service',
        source: 'title',
        description: `The end of the page address: "mobile-tyre-fitting" gives ${servicePath('mobile-tyre-fitting')}. You can change it: Publish sends the old address to the new one.`,
      }),
      group: 'page',
    },
    orderRankField(
      'service',
      'Position of the service on the home page, in the footer and in the contact form: drag the service up or down in the Services list to change it.',
    ),
    { ...iconField('Picture at the top of the service card.'), group: 'card' },
    defineField({
      name: 'cardDescription',
      title: 'Card description',
      type: 'text',
      rows: 3,
      description: 'One or two sentences on the home page card, under the service name.',
      group: 'card',
      validation: (rule) => rule.required().error('Write the card description.'),
    }),
    defineField({
      name: 'cardFeatures',
      title: 'Card features',
      type: 'array',
      description:
        'Exactly four short points listed with ticks on the card, such as "Fitted in 30 minutes".',
      group: 'card',
      of: [textListItem()],
      validation: (rule) => rule.required().length(4).error('Add exactly four features.'),
    }),
    defineField({
      name: 'ctaKind',
      title: 'Card button',
      type: 'string',
      description:
        'Which button the card shows. Urgent services get a call button (red for emergencies); planned work gets "Book Service", which goes to the contact form.',
      group: 'card',
      options: { list: ctaKinds, layout: 'radio' },
      initialValue: 'call',
      validation: (rule) => rule.required().error('Choose the card button.'),
    }),
    defineField({
      name: 'isTyreService',
      title: 'Tyre service',
      type: 'boolean',
      description:
        'Switch on for tyre work: choosing this service in the contact form then asks for the tyre size.',
      group: ['card', 'form'],
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'technicianChecklist',
      title: 'Have ready for the technician (optional)',
      type: 'array',
      description:
        'Shown in the contact form when this service is chosen, not sent: what the driver can have ready so the job can be done on the first visit, such as the locking wheel-nut key for tyre work.',
      group: 'form',
      of: [defineArrayMember({ type: 'technicianChecklistItem' })],
    }),
    defineField({
      name: 'sections',
      title: 'Page sections',
      type: 'array',
      description:
        'The blocks that make up the service page, top to bottom. Start with a Hero; end with a Call banner. Drag to reorder.',
      group: 'page',
      of: sectionTypes.map((section) => defineArrayMember({ type: section.name })),
      options: {
        insertMenu: {
          filter: true,
          showIcons: true,
          views: [{ name: 'list' }],
        },
      },
      validation: (rule) => rule.required().min(1).error('Add at least a Hero section.'),
    }),
    { ...seoField('Title and description of the service page in Google results.'), group: 'seo' },
  ],
  orderings: [dragOrderOrdering],
  preview: {
    select: { title: 'title', slug: 'slug.current' },
    prepare: ({ title, slug }) => ({
      title: title || 'Untitled service',
      subtitle: slug ? servicePath(slug) : 'No web address yet',
    }),
  },
})
