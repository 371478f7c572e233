import { PackageIcon } from '@sanity/icons/Package'
import { defineField, defineType } from 'sanity'
import { count, displayOrderOrdering, orderField, slugField } from '../common.ts'
import { textListItem } from '../text-list-item.ts'

export const servicePackage = defineType({
  name: 'servicePackage',
  title: 'Service package',
  type: 'document',
  icon: PackageIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'Package name',
      type: 'string',
      description: 'Name at the top of the package card, such as "Interim Service".',
      validation: (rule) => rule.required().error('Name the package.'),
    }),
    slugField({
      documentType: 'servicePackage',
      source: 'name',
      description:
        'Short identifier for the package, such as "interim". It does not appear on the site.',
    }),
    orderField('Position of the package when cards are shown side by side: 1 comes first.'),
    defineField({
      name: 'interval',
      title: 'How often',
      type: 'string',
      description:
        'When the package is due, shown under its name, such as "Every 6 months or 6,000 miles".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'summary',
      title: 'Summary',
      type: 'text',
      rows: 2,
      description: 'One sentence on who the package suits.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'items',
      title: "What's included",
      type: 'array',
      description:
        'The checks and jobs in this package, one short point each, listed with ticks on the card.',
      of: [textListItem()],
      validation: (rule) => rule.required().min(1).error('List at least one item.'),
    }),
  ],
  orderings: [displayOrderOrdering],
  preview: {
    select: { title: 'name', interval: 'interval', items: 'items' },
    prepare: ({ title, interval, items }) => ({
      title: title || 'Untitled package',
      subtitle: [interval, count(items, 'item')].filter(Boolean).join(' · '),
    }),
  },
})
