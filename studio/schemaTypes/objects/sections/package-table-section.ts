import { ThListIcon } from '@sanity/icons/ThList'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { sectionHeading, sectionIntro, sectionPreview } from './fields.ts'

export const packageTableSection = defineType({
  name: 'packageTableSection',
  title: 'Service packages',
  type: 'object',
  icon: ThListIcon,
  description: 'Cards comparing service packages (name, interval and what is included).',
  fields: [
    sectionHeading('Heading above the packages, such as "Choose Your Service".'),
    sectionIntro(),
    defineField({
      name: 'packages',
      title: 'Packages',
      type: 'array',
      description:
        'Packages from the Service packages list, shown in this order. Edit their details there.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'servicePackage' }] })],
      validation: (rule) =>
        rule.required().min(1).unique().error('Choose at least one package, each once.'),
    }),
  ],
  preview: sectionPreview('Service packages', ThListIcon, 'packages'),
})
