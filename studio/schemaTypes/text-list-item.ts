// One line of text in a list (a neighbourhood, a card feature, a checklist point). An empty box
// would show on the site as an empty list item, so each item is required like any other field.
import { defineArrayMember } from 'sanity'

const message = 'Fill in this item, or remove it from the list.'

export function textListItem() {
  return defineArrayMember({
    type: 'string',
    validation: (rule) =>
      rule
        .required()
        // required() refuses '' but lets spaces through; this catches those (once, not twice).
        .custom((value) => (value && value.trim() === '' ? message : true))
        .error(message),
  })
}
