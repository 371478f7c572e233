// The command line of `npm run bench`: its usage, and what a wrong flag gets, before anything is
// built or measured (the bench itself is run by hand: it takes most of an hour).
import { describe, expect, it } from 'vitest'
import { runInProcess } from '../tests/unit/run-script.ts'
import { benchCommand } from './bench.ts'

const usage =
  'Usage: npm run bench -- [--runs N] [--towns N] [--skip-scale] [--skip-build] [--skip-lighthouse] [--skip-taps] [--skip-pictures] [--skip-publish | --publish-only]'

describe('bench command line', () => {
  it('--help prints the usage and exits 0', async () => {
    const result = await runInProcess(benchCommand, ['--help'])
    expect(result).toEqual({ code: 0, stdout: `${usage}\n`, stderr: '' })
  })

  it.each([
    [['--bogus'], "Unknown option '--bogus'"],
    [['--runs'], "Option '--runs <value>' argument missing"],
    [['extra'], "Unexpected argument 'extra'"],
    [['--runs', '0'], '--runs must be a whole number of at least 1.'],
    [['--towns', '5'], '--towns must be a whole number above 10.'],
    [['--towns', '999999'], /--towns can be at most \d+ \(one postcode district each\)\./],
  ])('%j: exit code 1, what is wrong and the usage', async (args, message) => {
    const result = await runInProcess(benchCommand, args)
    expect(result.code).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toMatch(/^bench failed: /)
    expect(result.stderr).toMatch(message)
    expect(result.stderr.endsWith(`\n${usage}\n`)).toBe(true)
  })
})
