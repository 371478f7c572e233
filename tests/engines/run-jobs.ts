// Runs every visitor job (visitor-jobs.ts) in one engine, each in a fresh tab, against the site as
// `npm start` serves it (scripts/host: wrangler pages dev behind the local proxy, over plain http:
// the WebKit jobs hold the local servers to working in Safari). A job fails on any problem the
// engine reports (page errors, policy violations, failed requests and error statuses, requests off
// the site) and on any the server saw: an answer of 400 or more, or a request it could not read
// (a browser that asked for https: on its plain-http port). Timings go to the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, type ServedRequest, startServer } from '../../scripts/host/index.ts'
import { launchPuppeteer } from '../support/engines/puppeteer.ts'
import type { Engine, EngineName } from '../support/engines/tab.ts'
import { launchWebKit } from '../support/engines/webkit.ts'
import { visitorJobs } from './visitor-jobs.ts'

function servedProblems(served: readonly ServedRequest[]): string[] {
  return served.flatMap((request) => {
    if ('unreadable' in request)
      return [
        `the server could not read a request (${request.unreadable}): an https: request on plain http?`,
      ]
    return request.status >= 400
      ? [`served ${request.method} ${request.path} ${request.status}`]
      : []
  })
}

export function runVisitorJobs(name: EngineName): void {
  describe(`visitor jobs in ${name}`, () => {
    let server: RunningServer
    let engine: Engine
    let served: ServedRequest[] = []
    beforeAll(async () => {
      const started = performance.now()
      server = await startServer({
        port: 0,
        local: true,
        onRequest: (request) => served.push(request),
      })
      engine =
        name === 'webkit' ? await launchWebKit(server.url) : await launchPuppeteer(name, server.url)
      console.log(
        `${name}: ${engine.version}, started in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      )
    })
    afterAll(async () => {
      await engine?.close()
      await server?.close()
    })

    // Jobs with JavaScript first: Firefox and WebKit need a browser or session of their own without it.
    const ordered = [...visitorJobs].sort((a, b) => Number(b.javascript) - Number(a.javascript))
    for (const job of ordered) {
      it(job.name, async () => {
        const started = performance.now()
        served = []
        const tab = await engine.open({ javascript: job.javascript })
        let problems: string[] = []
        let stopped: { error: Error; frames: string } | undefined
        try {
          await job.run(tab)
        } catch (error) {
          // An island starts when it comes near the screen: an engine that paints no frame (its
          // compositor stalled) never tells it so. Asked before the tab closes.
          const frames = await tab
            .run(
              () =>
                new Promise<string>((resolve) => {
                  requestAnimationFrame(() => resolve('the page paints frames'))
                  setTimeout(() => resolve('no animation frame within 5 s'), 5000)
                }),
            )
            .catch((reason: Error) => `frames unknown (${reason.message})`)
          stopped = { error: error as Error, frames }
        } finally {
          problems = [
            ...(await tab
              .problems()
              .catch((error: Error) => [`problems unread: ${error.message}`])),
            ...servedProblems(served),
          ]
          await tab.close()
        }
        if (stopped) {
          // A job that stops at a wait says what the engine and the server saw until then: the
          // cause (an island's file that failed to load, a page error) is usually among them.
          const islandRequests = served.flatMap((request) =>
            'path' in request && request.path.startsWith('/_islands/')
              ? [`${request.path} ${request.status}`]
              : [],
          )
          stopped.error.message +=
            `\n  ${stopped.frames}` +
            `\n  problems seen: ${problems.length ? problems.join('; ') : 'none'}` +
            `\n  islands' files served: ${islandRequests.length ? islandRequests.join(', ') : 'none'}`
          throw stopped.error
        }
        const unexpected = problems.filter(
          (problem) => !job.allow?.some((pattern) => pattern.test(problem)),
        )
        console.log(`${name}: ${job.name}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
        expect(unexpected, `${name}: page errors, policy violations or failed requests`).toEqual([])
      })
    }
  })
}
