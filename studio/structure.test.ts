// The content menu, built by Sanity's own structure builder over the real schema: every document
// type has a place in it exactly once, and a type added to the schema appears without a change
// to structure.ts.
import { createSchema, defineType, type SchemaTypeDefinition, type Source } from 'sanity'
import { createStructureBuilder, type StructureResolverContext } from 'sanity/structure'
import { describe, expect, it } from 'vitest'
import { schemaTypes } from './schemaTypes/index.ts'
import { structure } from './structure.ts'

type MenuItem = { type: string; id: string; schemaType?: string | { name: string } }

/** The Content menu's entries, as the Studio would show them, for a schema of these types. */
function menuFor(types: readonly SchemaTypeDefinition[]): MenuItem[] {
  const schema = createSchema({ name: 'default', types: [...types] })
  // The ordering plugin takes a client when it builds its item and uses it only once its list
  // is opened; building the menu must make no request, so the client refuses every use.
  const getClient = () =>
    new Proxy(
      {},
      {
        get: () => {
          throw new Error('the Content menu used the client while being built')
        },
      },
    )
  // The parts of a workspace's source the builder reads to build a menu (not to open one): the
  // schema, the new-document templates each list offers (none are configured here) and the
  // translator of its sort menus' titles (the keys stand for the words here).
  const source = {
    schema,
    name: 'default',
    title: 'Content',
    getClient,
    templates: [],
    document: { resolveNewDocumentOptions: () => [] },
    i18n: { t: (key: string) => key },
  } as unknown as Source
  const S = createStructureBuilder({ source, perspectiveStack: [] })
  const list = structure(S, S.context as unknown as StructureResolverContext) as ReturnType<
    typeof S.list
  >
  return list.serialize().items as MenuItem[]
}

const typeName = (item: MenuItem) =>
  typeof item.schemaType === 'string' ? item.schemaType : item.schemaType?.name

const documentTypes = schemaTypes
  .filter((type) => type.type === 'document')
  .map((type) => type.name)

describe('the Content menu', () => {
  it('gives every document type of the schema one place', () => {
    const placed = menuFor(schemaTypes)
      .map(typeName)
      .filter((name): name is string => name !== undefined)
    expect([...placed].sort()).toEqual([...documentTypes].sort())
  })

  it('lists a document type that structure.ts does not name at the end, under its title', () => {
    // A name no real type will take: a real "guide" type (the page-type recipe's example in
    // docs/architecture.md) would otherwise be in the schema twice.
    const name = 'structureTestUnplacedType'
    const added = defineType({
      name,
      title: 'Unplaced type',
      type: 'document',
      fields: [{ name: 'title', type: 'string' }],
    })
    const menu = menuFor([...schemaTypes, added])
    expect(menu.at(-1)).toMatchObject({ id: name, schemaType: { name } })
    expect(menu.filter((item) => typeName(item) === name)).toHaveLength(1)
  })
})
