import { SplitHorizontalIcon } from '@sanity/icons/SplitHorizontal'
import { defineField, defineType } from 'sanity'
import { textListItem } from '../../text-list-item.ts'
import { sectionHeading, sectionIntro, sectionPreview } from './fields.ts'

export const repairOrReplaceSection = defineType({
  name: 'repairOrReplaceSection',
  title: 'Repair or replace',
  type: 'object',
  icon: SplitHorizontalIcon,
  description:
    'Two lists side by side: when something can be repaired, and when it must be replaced.',
  fields: [
    sectionHeading('Heading above both lists, such as "Can Your Tyre Be Repaired?".'),
    sectionIntro(),
    defineField({
      name: 'repairTitle',
      title: 'Repair list title',
      type: 'string',
      description: 'Heading of the green left-hand list, such as "We Can Repair If".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'repairItems',
      title: 'Repair list',
      type: 'array',
      description: 'The conditions for a repair, one short point each.',
      of: [textListItem()],
      validation: (rule) => rule.required().min(1).error('Add at least one point.'),
    }),
    defineField({
      name: 'replaceTitle',
      title: 'Replace list title',
      type: 'string',
      description: 'Heading of the red right-hand list, such as "Replacement Needed If".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'replaceItems',
      title: 'Replace list',
      type: 'array',
      description: 'The signs that a replacement is needed, one short point each.',
      of: [textListItem()],
      validation: (rule) => rule.required().min(1).error('Add at least one point.'),
    }),
  ],
  preview: sectionPreview('Repair or replace', SplitHorizontalIcon),
})
