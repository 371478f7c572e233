import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { runCommand, runCommandToEnd } from './run-command.ts'

const node = process.execPath
const options = { cwd: process.cwd(), env: process.env }
/** A Node one-liner that prints to both streams and exits with `code`. */
const printsAndExits = (code: number) =>
  `process.stdout.write('out '); process.stderr.write('err'); process.exitCode = ${code}`

describe('runCommand', () => {
  it('resolves with what the command printed on both streams', async () => {
    const output = await runCommand('both', node, ['-e', printsAndExits(0)], options)
    expect(output.split(' ').sort()).toEqual(['err', 'out'])
  })

  it('rejects, naming the command, its exit code and its output', async () => {
    await expect(runCommand('the step', node, ['-e', printsAndExits(3)], options)).rejects.toThrow(
      /^the step failed \(exit 3\):\n.*out/s,
    )
  })
})

describe('runCommandToEnd', () => {
  it('resolves whatever the exit code, with each stream apart', async () => {
    const result = await runCommandToEnd(node, ['-e', printsAndExits(2)], options)
    expect(result).toMatchObject({ code: 2, signal: null, stdout: 'out ', stderr: 'err' })
    expect(result.output).toHaveLength('out err'.length)
  })

  it('echoes what the command prints as it comes, and gives an ignored stdin nothing to read', async () => {
    let echoed = ''
    const echo = new Writable({
      write(chunk, _encoding, done) {
        echoed += chunk
        done()
      },
    })
    const result = await runCommandToEnd(
      node,
      ['-e', "process.stdin.on('data', () => {}).on('end', () => console.log('stdin ended'))"],
      { ...options, stdio: ['ignore', 'pipe', 'pipe'], echo },
    )
    expect(result.code).toBe(0)
    expect(result.stdout).toBe('stdin ended\n')
    expect(echoed).toBe('stdin ended\n')
  })

  it('rejects when the command cannot start', async () => {
    await expect(runCommandToEnd('no-such-command-here', [], options)).rejects.toThrow(/ENOENT/)
  })

  it('reports the process id when it starts', async () => {
    let pid: number | undefined
    await runCommandToEnd(node, ['-e', ''], { ...options, onStart: (started) => (pid = started) })
    expect(pid).toBeGreaterThan(0)
  })
})

describe('runCommandToEnd with drainMs', () => {
  it('resolves once the command has exited, though a process it left holds its output open', async () => {
    // The command starts a process of its own that keeps the pipes, prints its pid and exits.
    const leaves = `
      const { spawn } = require('node:child_process')
      const left = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
        detached: true,
        stdio: 'inherit',
      })
      console.log(left.pid)
      left.unref()`
    const result = await runCommandToEnd(node, ['-e', leaves], { ...options, drainMs: 100 })
    const left = Number(result.stdout.trim())
    process.kill(left, 'SIGKILL')
    expect(result.code).toBe(0)
    expect(left).toBeGreaterThan(0)
  })
})
