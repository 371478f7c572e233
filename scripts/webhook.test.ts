import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { shownTypes } from '../studio/lib/shown-types.ts'
import { runScript } from '../tests/unit/run-script.ts'
import { parseWebhookArgs, shareLink, siteTypes, webhookSettings } from './webhook.ts'

const hook = 'https://api.netlify.com/build_hooks/5c23354f454e1350f8543e78'

async function matches(filter: string, document: Record<string, unknown>): Promise<boolean> {
  const result = await evaluate(parse(`*[${filter}]`), { dataset: [document] })
  return ((await result.get()) as unknown[]).length === 1
}

describe('the rebuild webhook', () => {
  it('fires for published documents of every type the site is built from, never for drafts or assets', async () => {
    const settings = webhookSettings(
      { hookUrl: hook, dataset: 'production', json: false },
      await siteTypes(),
    )
    for (const type of [...shownTypes, 'redirect']) {
      expect(await matches(settings.filter, { _id: `${type}.x`, _type: type }), type).toBe(true)
      expect(await matches(settings.filter, { _id: `drafts.${type}.x`, _type: type })).toBe(false)
    }
    expect(await matches(settings.filter, { _id: 'image-abc', _type: 'sanity.imageAsset' })).toBe(
      false,
    )
    expect(settings).toMatchObject({
      url: hook,
      dataset: 'production',
      on: ['create', 'update', 'delete'],
      includeDrafts: false,
      httpMethod: 'POST',
    })
    // The projection is valid GROQ (the delta function is Sanity's, for webhooks only).
    expect(() => parse(settings.projection.replace('delta::operation()', '"update"'))).not.toThrow()
  })

  it("carries every setting in sanity.io/manage's share link", async () => {
    const settings = webhookSettings(
      { hookUrl: hook, dataset: 'production', json: false },
      await siteTypes(),
    )
    const link = new URL(shareLink(settings))
    expect(link.origin + link.pathname).toBe('https://www.sanity.io/manage/webhooks/share')
    expect(link.searchParams.get('url')).toBe(hook)
    expect(link.searchParams.getAll('on')).toEqual(['create', 'update', 'delete'])
    expect(link.searchParams.get('filter')).toBe(settings.filter)
    expect(link.searchParams.get('projection')).toBe(settings.projection)
    expect(link.searchParams.get('includeDrafts')).toBe('')
  })

  it('reads the hook from DEPLOY_HOOK_URL and the dataset from SANITY_DATASET', () => {
    expect(parseWebhookArgs([], { DEPLOY_HOOK_URL: hook, SANITY_DATASET: 'staging' })).toEqual({
      hookUrl: hook,
      dataset: 'staging',
      json: false,
    })
  })

  it('says what is wrong with a missing hook, a wrong flag, an http hook or a bad dataset', async () => {
    expect(() => parseWebhookArgs([], {})).toThrow(/^No deploy hook: pass --hook-url/)
    expect(() => parseWebhookArgs(['--hook-url', 'http://example.test/hook'], {})).toThrow(
      /must start with https:\/\//,
    )
    expect(() => parseWebhookArgs(['--hook-url', hook, '--dataset', 'Prod Data'], {})).toThrow(
      /^--dataset "Prod Data" is not a valid dataset name\. Use lowercase letters/,
    )
    const wrongFlag = await runScript('scripts/webhook.ts', ['--hook', hook])
    expect(wrongFlag.code).toBe(1)
    expect(wrongFlag.stderr).toMatch(/^webhook: Unknown option '--hook'.*\nUsage: npm run webhook/s)
    const missing = await runScript('scripts/webhook.ts', [], { DEPLOY_HOOK_URL: '' })
    expect(missing.code).toBe(1)
    expect(missing.stderr).toMatch(/^webhook: No deploy hook/)
  })

  it('prints the link for staff to open', async () => {
    const result = await runScript('scripts/webhook.ts', ['--hook-url', hook])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('https://www.sanity.io/manage/webhooks/share?name=Rebuild')
  })
})
