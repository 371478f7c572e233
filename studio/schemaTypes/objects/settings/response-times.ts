import { ClockIcon } from '@sanity/icons/Clock'
import { defineField, defineType } from 'sanity'

function timeField(name: string, title: string, description: string) {
  return defineField({
    name,
    title,
    type: 'string',
    description,
    validation: (rule) => rule.required().error('Enter a response time, for example "45 minutes".'),
  })
}

export const responseTimes = defineType({
  name: 'responseTimes',
  title: 'Response times',
  type: 'object',
  icon: ClockIcon,
  description:
    'How quickly a technician reaches a customer. Write them as they should read on the site.',
  fields: [
    timeField('average', 'Average', 'The headline average on the home page, such as "45 minutes".'),
    timeField(
      'emergencyWindow',
      'Emergency window',
      'The range promised for emergencies in the footer, contact area and on the jumpstart, fuel and emergency pages, such as "30-60 minutes".',
    ),
    timeField('city', 'City', 'Typical time in a town or city centre, such as "30 minutes".'),
    timeField(
      'suburban',
      'Suburban',
      'Typical time in suburbs and villages, such as "45 minutes".',
    ),
    timeField(
      'ruralMotorway',
      'Rural and motorway',
      'Longest wait, in the countryside or on a motorway, such as "up to 60 minutes".',
    ),
  ],
  preview: {
    select: { average: 'average', window: 'emergencyWindow' },
    prepare: ({ average, window }) => ({
      title: `Average ${average || 'not set'}`,
      subtitle: window ? `Emergencies ${window}` : undefined,
    }),
  },
})
