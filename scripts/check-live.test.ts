// The command line of `npm run check-live`: what a wrong one gets (the checks themselves run
// against wrangler in tests/build/check-live.test.ts).
import { describe, expect, it } from 'vitest'
import { runInProcess, runScript } from '../tests/unit/run-script.ts'
import { checkLiveCommand } from './check-live.ts'

describe('check-live command line', () => {
  it.each([
    [[], /Give the live site's address\.\nUsage: npm run check-live/],
    [
      ['https://a.uk', 'https://b.uk'],
      /Give one site address, not 2 \(https:\/\/a\.uk https:\/\/b\.uk\)/,
    ],
    [
      ['www.kerbside.co.uk'],
      /the site address "www\.kerbside\.co\.uk" is not a web address\. Set the site address to e\.g\. https:\/\/www\.kerbside\.co\.uk\./,
    ],
    [['ftp://kerbside.co.uk'], /must start with https:\/\//],
    [
      ['https://www.kerbside.co.uk/services/'],
      /has a path; it must be the address of the site root\. Set the site address to https:\/\/www\.kerbside\.co\.uk\./,
    ],
    [['https://kerbside.co.uk/?utm=1'], /has a user name, a query or a fragment/],
    [['https://a.uk', '--studoi', 'https://s.uk'], /Unknown option '--studoi'.*\nUsage:/s],
    [['https://a.uk', '--studio'], /--studio.*argument missing/s],
    [['https://a.uk', '--wait', 'soon'], /--wait takes a number of seconds above 0, not "soon"/],
    [['https://a.uk', '--wait', '0'], /--wait takes a number of seconds above 0, not "0"/],
    [
      ['https://a.uk', '--studio', 'kerbside.sanity.studio'],
      /--studio "kerbside\.sanity\.studio" is not a web address/,
    ],
  ])('%j: exit code 2 and what is wrong', async (args, message) => {
    const result = await runInProcess(checkLiveCommand, args)
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(/^check-live failed: /)
    expect(result.stderr).toMatch(message)
    expect(result.stdout).toBe('')
  })

  it('takes the address as people paste it, and a Studio page pasted whole, by the settings rules', async () => {
    // Nothing answers on port 9 (discard): the address is read, then the site is unreachable.
    const result = await runInProcess(checkLiveCommand, [
      ' HTTP://127.0.0.1:9/ ',
      '--studio',
      'https://Kerbside.sanity.studio/structure/town',
    ])
    expect(result.stdout).toMatch(
      /^check-live: http:\/\/127\.0\.0\.1:9 \(the Studio at https:\/\/kerbside\.sanity\.studio\)\n/,
    )
    expect(result.code).toBe(1)
  })

  it('refuses a malformed SANITY_STUDIO_URL when no --studio is given, naming it', async () => {
    const result = await runInProcess(checkLiveCommand, ['https://a.uk'], {
      SANITY_STUDIO_URL: 'kerbside.sanity.studio',
    })
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(
      'SANITY_STUDIO_URL "kerbside.sanity.studio" is not a web address',
    )
  })

  it('exits 2 from Node too, and --help prints the usage with 0', async () => {
    const wrong = await runScript('scripts/check-live.ts', [])
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toContain("Give the live site's address")
    const help = await runInProcess(checkLiveCommand, ['--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toMatch(/^Usage: npm run check-live -- <site address> \[--studio/)
  })
})
