// One run of npm run setup: its options, what it reaches outside itself (SetupDeps), the report
// each step gives, and what every step uses: asking a question or naming the flag that answers
// it, turning Sanity's refusal into the step's failure (StepFailure), and checking an address.
import { SettingsError, webAddress } from '../../../web/lib/settings.ts'
import { ConfigError } from '../../lib/env.ts'
import type { SanityCliCall } from '../cli.ts'
import { type Dataset, SanityAnswerError } from '../projects.ts'
import type { StudioRules } from '../seed.ts'

/** What the command's flags ask of setup (scripts/setup.ts reads them). */
export type SetupOptions = {
  projectId: string | undefined
  createProject: string | undefined
  dataset: string | undefined
  datasetVisibility: Dataset['aclMode']
  studioHost: string | undefined
  siteUrl: string | undefined
  previewUrl: string | undefined
  seed: 'yes' | 'no' | undefined
  skipDeploy: boolean
  nonInteractive: boolean
}

/** A web address's origin (web/lib/settings.ts's rule), or a ConfigError naming `what`. */
export function originOf(what: string, value: string): string {
  try {
    return webAddress(what, value, { path: 'drop', example: 'https://www.example.co.uk' })
  } catch (error) {
    if (error instanceof SettingsError) throw new ConfigError(error.message)
    throw error
  }
}

/** A sanity.studio host name from a name, NAME.sanity.studio or its address; or a ConfigError. */
export function studioHostOf(what: string, value: string): string {
  const host = value
    .trim()
    .toLowerCase()
    .replace(/^https:\/\//, '')
    .replace(/\/+$/, '')
    .replace(/\.sanity\.studio$/, '')
  if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(host)) {
    throw new ConfigError(
      `${what} "${value}" is not a Studio host name: lowercase letters, digits and dashes, as in kerbside for https://kerbside.sanity.studio.`,
    )
  }
  return host
}

export type StepStatus = 'created' | 'already there' | 'skipped'
export type StepReport = { step: string; status: StepStatus; detail: string }

/** A step that could not finish: which one, what Sanity (or the CLI) answered, how to go on. */
export class StepFailure extends Error {
  override name = 'StepFailure'
  constructor(step: string, answer: string, howToGoOn: string) {
    super(
      `step "${step}" stopped: ${answer}\nHow to go on: ${howToGoOn} Then run npm run setup again: the steps before this one are kept.`,
    )
  }
}

/** Asks one question; the answer, or `fallback` for an empty one. */
export type Ask = (question: string, fallback?: string) => Promise<string>

/** What setup reaches outside itself; tests give their own. */
export type SetupDeps = {
  envFile: string
  sanityCli: SanityCliCall
  storedToken: () => Promise<string | undefined>
  /** Undefined: nothing is asked (--non-interactive, or no terminal). */
  ask: Ask | undefined
  /** The Studio's rules, which the starter content passes before it is written (seed.ts). */
  studioRules: StudioRules
}

/** One run of setup, as each step sees it. */
export type Run = {
  options: SetupOptions
  deps: SetupDeps
  env: NodeJS.ProcessEnv
  reports: StepReport[]
  /** A .env value, or the environment's (which wins). */
  current: (name: string) => string | undefined
  /** Writes values to .env at once, saying which it added or replaced. */
  record: (values: Record<string, string>, secret?: string[]) => string[]
}

/** Records a step's report and says it on stderr. */
export function report(run: Run, step: string, status: StepStatus, detail: string): void {
  run.reports.push({ step, status, detail })
  console.error(`setup: ${step}: ${status}. ${detail}`)
}

/**
 * The answer to a question. When nothing may be asked: `unasked`, the default a run that asks
 * nothing takes, or else a StepFailure naming the flag.
 */
export async function askFor(
  run: Run,
  step: string,
  question: string,
  flag: string,
  fallback?: string,
  unasked?: string,
): Promise<string> {
  if (!run.deps.ask) {
    if (unasked !== undefined) return unasked
    throw new StepFailure(
      step,
      `it needs an answer and this run asks nothing (${question.replace(/[:?]\s*$/, '')})`,
      `Give it with ${flag}.`,
    )
  }
  return (await run.deps.ask(question, fallback)).trim()
}

/** Runs one request of a step, turning Sanity's refusal into the step's failure. */
export async function attempt<T>(
  step: string,
  request: () => Promise<T>,
  howToGoOn: string,
): Promise<T> {
  try {
    return await request()
  } catch (error) {
    if (error instanceof SanityAnswerError) {
      const fix =
        error.status === 401
          ? 'Sign in again (npx sanity login, or a new SANITY_AUTH_TOKEN).'
          : error.status === 403
            ? 'Your Sanity user needs the Administrator role on this project (sanity.io/manage → Members).'
            : howToGoOn
      throw new StepFailure(step, error.message, fix)
    }
    throw error
  }
}

/** What a step wrote to .env, for its report. */
export function said(written: string[]): string {
  return written.length > 0 ? ` .env: ${written.join('; ')}.` : ''
}
