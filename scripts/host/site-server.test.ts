// The local server's front (plainHttpProxy): what it passes on, and a reset kept-alive connection
// (wrangler closing one as a request goes out, seen as a 502 on a loaded machine) asked again.
import { Agent, createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { plainHttpProxy, type ServedRequest } from './site-server.ts'

const policy = "default-src 'self'; upgrade-insecure-requests"
const open: Server[] = []
afterEach(async () => {
  for (const server of open.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

async function listen(server: Server): Promise<URL> {
  open.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
}

/** An upstream that drops the connection of its first `resets` requests, then answers. */
async function upstream(resets: number): Promise<{ url: URL; seen: string[] }> {
  const seen: string[] = []
  const url = await listen(
    createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`)
      if (seen.length <= resets) {
        request.socket.destroy()
        return
      }
      response.writeHead(200, { 'content-security-policy': policy }).end('page')
    }),
  )
  return { url, seen }
}

describe('plainHttpProxy', () => {
  it('asks again once for a GET whose connection was reset, and takes the upgrade out of the policy', async () => {
    const { url, seen } = await upstream(1)
    const served: ServedRequest[] = []
    const front = await listen(
      plainHttpProxy(url, new Agent({ keepAlive: true }), (request) => served.push(request)),
    )
    const answer = await fetch(new URL('/_islands/props/a.json', front))
    expect(answer.status).toBe(200)
    expect(await answer.text()).toBe('page')
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'self'")
    expect(seen).toEqual(['GET /_islands/props/a.json', 'GET /_islands/props/a.json'])
    expect(served).toEqual([{ method: 'GET', path: '/_islands/props/a.json', status: 200 }])
  })

  it('answers 502 when the second try fails too, and never sends a POST twice', async () => {
    const twice = await upstream(2)
    const front = await listen(plainHttpProxy(twice.url, new Agent({ keepAlive: true })))
    expect((await fetch(new URL('/a', front))).status).toBe(502)
    expect(twice.seen).toHaveLength(2)

    const once = await upstream(1)
    const postFront = await listen(plainHttpProxy(once.url, new Agent({ keepAlive: true })))
    expect((await fetch(new URL('/form', postFront), { method: 'POST', body: 'x' })).status).toBe(
      502,
    )
    expect(once.seen).toEqual(['POST /form'])
  })
})
