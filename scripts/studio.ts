// npm run studio: Sanity Studio in development mode.
// - With a Sanity project (SANITY_STUDIO_PROJECT_ID), `sanity dev` on it, as Sanity runs it.
// - Without one, the real Studio on the local Content Lake (scripts/content-lake/local-content.ts): the fixture's
//   content the first time, kept in .local-content/ after that, with the Preview tool showing the
//   preview server (npm run preview) on the same drafts. Everything listens on 127.0.0.1 only:
//   the local lake asks no password. `--build` builds the site from that content instead, and
//   `--reset` starts it again from the fixture.
import { type ChildProcess, spawn } from 'node:child_process'
import { relative, resolve } from 'node:path'
import { localContentLake, localPorts, studioSettings } from '../web/lib/settings.ts'
import { localLakeEnv, startLocalContentLake } from './content-lake/index.ts'
import { freePort } from './host/index.ts'
import { command, parseFlags, runAsScript } from './lib/command-line.ts'
import { ConfigError, loadDotEnv, repoRoot } from './lib/env.ts'
import { outDirIn } from './lib/export-files.ts'

export const usage = `Usage: npm run studio [-- --reset | --build] [--content <folder>]
  (no flag)  the Studio: on your Sanity project when SANITY_STUDIO_PROJECT_ID is set, else on
             local content (no account, no network) at http://localhost:${localPorts.studio}
  --reset    local content only: start again from the fixture (what you changed is lost)
  --build    local content only: build the site (web/out) from it, as a Publish on Sanity would;
             it can run while the Studio does
  --content  local content only: keep it in this folder instead of .local-content/`

const npm = process.env.npm_execpath

function npmRun(args: string[], env: NodeJS.ProcessEnv, label?: string): ChildProcess {
  const [cmd, cmdArgs] = npm ? [process.execPath, [npm, 'run', ...args]] : ['npm', ['run', ...args]]
  const child = spawn(cmd, cmdArgs, {
    cwd: repoRoot,
    env,
    stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  })
  if (label) {
    const prefix = (chunk: Buffer) =>
      chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => `[${label}] ${line}\n`)
        .join('')
    child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)))
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)))
  }
  return child
}

/** What the terminal says when the Studio starts on local content. */
export function localContentBanner(dir: string, seeded: boolean): string {
  const where = seeded ? 'new, from the fixture' : 'as you left it'
  const lakeAddress = localContentLake.apiHost.replace('//', `//${localContentLake.projectId}.`)
  return [
    '',
    '  LOCAL CONTENT: not the live site. Nothing you publish here changes any website.',
    `  Studio:  http://localhost:${localPorts.studio}   (the preview starts beside it: http://localhost:${localPorts.preview})`,
    `  Content: ${dir} (${where}); npm run studio -- --reset starts again from the fixture`,
    `  First time in this browser? Open ${lakeAddress}/ and accept its certificate (made on this`,
    "  computer for it alone): the Studio's page says so too, with a button to it.",
    '  Build the site from it: npm run studio -- --build',
    '  To edit the real content instead, set SANITY_STUDIO_PROJECT_ID (docs/go-live.md).',
    '',
  ].join('\n')
}

const ended = (child: ChildProcess) =>
  new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)))

async function main(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const flags = parseFlags(
    args,
    { reset: { type: 'boolean' }, build: { type: 'boolean' }, content: { type: 'string' } },
    usage,
  )
  loadDotEnv()
  const settings = studioSettings(env)
  if (settings.projectId !== undefined) {
    if (flags.reset || flags.build || flags.content !== undefined) {
      throw new ConfigError(
        `--reset, --build and --content are for local content; this Studio works on Sanity project ${settings.projectId} (SANITY_STUDIO_PROJECT_ID).\n${usage}`,
      )
    }
    process.exitCode = await ended(npmRun(['dev', '-w', 'studio'], env))
    return
  }
  const content = typeof flags.content === 'string' ? flags.content.trim() : undefined
  if (content === '') throw new ConfigError(`--content needs a folder.\n${usage}`)
  // Whoever runs the Studio here looks after the site: an Administrator, who also sees Vision.
  // A build needs no browser, so its lake takes any free ports: the Studio's fixed ones may be in
  // use by the Studio itself, running in another terminal.
  const { lake, dir, seeded } = await startLocalContentLake({
    // npm runs scripts in the project's folder; a relative folder is the user's, from INIT_CWD.
    ...(content ? { dir: resolve(env.INIT_CWD ?? process.cwd(), content) } : {}),
    reset: Boolean(flags.reset),
    role: 'administrator',
    ...(flags.build ? { ports: { node: await freePort(), browser: await freePort() } } : {}),
  })
  if (flags.build) {
    console.error(`studio: building the site from local content (${dir})`)
    const code = await ended(
      npmRun(['build'], {
        ...env,
        ...localLakeEnv(lake),
        SANITY_STUDIO_URL: `http://localhost:${localPorts.studio}`,
      }),
    )
    await lake.close()
    if (code !== 0) throw new Error(`the build failed (exit ${code}); its messages are above`)
    console.error(
      `studio: built ${relative(repoRoot, outDirIn(env))} from local content; npm run serve shows it at ${localContentLake.siteUrl}, where the local Studio's Live site tool reads it`,
    )
    return
  }
  const studioUrl = `http://localhost:${localPorts.studio}`
  console.log(localContentBanner(dir, seeded))
  const preview = npmRun(
    ['preview'],
    { ...env, ...localLakeEnv(lake), SANITY_STUDIO_URL: studioUrl },
    'preview',
  )
  const studio = npmRun(
    ['dev', '-w', 'studio', '--', '--host', '127.0.0.1', '--port', String(localPorts.studio)],
    { ...env, LOCAL_CONTENT_LAKE: '1', SANITY_STUDIO_DATASET: localContentLake.dataset },
  )
  const stop = () => {
    for (const child of [preview, studio]) child.kill('SIGTERM')
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  process.exitCode = await ended(studio)
  preview.kill('SIGTERM')
  await lake.close()
}

export const studioCommand = command('studio', main, (error) =>
  error instanceof ConfigError ? 2 : 1,
)

if (import.meta.main) runAsScript(studioCommand)
