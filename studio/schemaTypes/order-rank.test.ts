// The Towns and Services lists are ordered by @sanity/orderable-document-list, which reads and
// writes the field its own `orderRankField` defines. Ours (common.ts) is written out because
// the plugin's module imports a style sheet, which Node cannot load; this holds the two equal.
import { orderRankField as pluginField } from '@sanity/orderable-document-list'
import { LexoRank } from 'lexorank'
import { describe, expect, it } from 'vitest'
import { orderRankField } from './common.ts'
import { service } from './documents/service.ts'
import { town } from './documents/town.ts'

type Field = { name: string; type: string; hidden?: unknown; readOnly?: unknown }
type InitialValue = (
  value: unknown,
  context: { getClient: () => { fetch: () => Promise<unknown> } },
) => Promise<string>

const contextAnswering = (last: unknown) => ({
  getClient: () => ({ withConfig: () => ({ fetch: async () => last }), fetch: async () => last }),
})

describe('the orderRank field', () => {
  it("is the plugin's field: name, type, hidden and read-only", () => {
    const ours = orderRankField('town', 'Position') as Field
    const theirs = pluginField({ type: 'town' }) as Field
    expect({
      name: ours.name,
      type: ours.type,
      hidden: ours.hidden,
      readOnly: ours.readOnly,
    }).toEqual({
      name: theirs.name,
      type: theirs.type,
      hidden: theirs.hidden,
      readOnly: theirs.readOnly,
    })
  })

  it('puts a new document after the last one, as the plugin does', async () => {
    const ours = (orderRankField('town', 'Position') as { initialValue: InitialValue }).initialValue
    const theirs = (pluginField({ type: 'town' }) as unknown as { initialValue: InitialValue })
      .initialValue
    for (const last of ['0|10003s:', undefined]) {
      const value = await ours(undefined, contextAnswering(last))
      expect(value).toBe(await theirs(undefined, contextAnswering(last)))
      if (last) expect(LexoRank.parse(value).compareTo(LexoRank.parse(last))).toBeGreaterThan(0)
    }
  })

  it('orders towns and services, replacing the number fields', () => {
    for (const type of [town, service]) {
      const names = (type.fields as Field[]).map((field) => field.name)
      expect(names, type.name).toContain('orderRank')
      expect(names, type.name).not.toContain('order')
      expect(type.orderings?.[0]?.by).toEqual([{ field: 'orderRank', direction: 'asc' }])
    }
  })
})
