// The dataset-wide checks the Studio's per-document rules cannot make, one line per problem.
import { describe, expect, it } from 'vitest'
import { singletonTypes } from '../../studio/schemaTypes/index.ts'
import { starterDocuments } from '../content/index.ts'
import { validateContent as validateWith } from './validate-content.ts'

const validateContent = (documents: Parameters<typeof validateWith>[0]) =>
  validateWith(documents, singletonTypes)

describe('validateContent', () => {
  it('accepts the starter content', () => {
    expect(validateContent(starterDocuments())).toEqual([])
  })

  it('reports an _id that appears twice', () => {
    const documents = starterDocuments()
    const faq = documents.find((document) => document._type === 'faq')
    if (!faq) throw new Error('the starter content has no FAQ')
    expect(validateContent([...documents, { ...faq, question: 'A second copy?' }])).toEqual([
      `${faq._id} (faq) _id: appears twice in the dataset`,
    ])
  })

  it('reports each missing singleton of the schema', () => {
    const documents = starterDocuments().filter((document) => !singletonTypes.has(document._id))
    expect(validateContent(documents)).toEqual(
      [...singletonTypes].map(
        (type) => `${type} (${type}) document: missing: publish it in the Studio`,
      ),
    )
  })

  it('reports another type at a singleton id', () => {
    const documents = starterDocuments().map((document) =>
      document._id === 'siteSettings' ? { ...document, _type: 'homePage' } : document,
    )
    expect(validateContent(documents)).toEqual([
      'siteSettings (homePage) _type: must be "siteSettings"',
    ])
  })
})
