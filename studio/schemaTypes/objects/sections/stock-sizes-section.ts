import { PackageIcon } from '@sanity/icons/Package'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { isTyreSize } from '../../../lib/formats.ts'
import { sectionHeading, sectionIntro, sectionPreview } from './fields.ts'

export const stockSizesSection = defineType({
  name: 'stockSizesSection',
  title: 'Tyre sizes in stock',
  type: 'object',
  icon: PackageIcon,
  description: 'The tyre sizes our vans carry, shown as tags.',
  fields: [
    sectionHeading('Heading above the sizes, such as "Common Sizes Carried on Every Van".'),
    sectionIntro(),
    defineField({
      name: 'sizes',
      title: 'Sizes',
      type: 'array',
      description: 'Tyre sizes as printed on the sidewall, such as 205/55R16.',
      of: [
        defineArrayMember({
          type: 'string',
          validation: (rule) =>
            rule
              .required()
              .custom((value) =>
                !value || isTyreSize(value)
                  ? true
                  : 'Write the size as on the sidewall: width/profile R rim, such as 205/55R16.',
              ),
        }),
      ],
      options: { layout: 'tags' },
      validation: (rule) =>
        rule.required().min(1).unique().error('Add at least one size, each once.'),
    }),
    defineField({
      name: 'brandsNote',
      title: 'Brands note',
      type: 'text',
      rows: 2,
      description: 'Optional line under the sizes about the brands we carry.',
    }),
  ],
  preview: sectionPreview('Tyre sizes', PackageIcon, 'sizes'),
})
