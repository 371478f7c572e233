// Who holds a TCP port on this machine, said so that a person can stop it: a server left over
// from an earlier run keeps its port, and "address already in use" alone names nobody. Read
// from Linux's /proc (the socket tables and each process's open files): a process of another
// user, or another container, stays unnamed, and the message says how to find it then.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { createServer } from 'node:net'

/** Whether host:port can be listened on right now. */
function portFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, host, () => probe.close(() => resolve(true)))
  })
}

const isShell = (info: ProcessInfo) => /^(ba|da|z|k|fi)?sh$/.test(info.name)

type ProcessInfo = { pid: number; ppid: number; pgid: number; name: string; command: string }

function readOr(file: string, fallback: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return fallback
  }
}

function processInfo(pid: number): ProcessInfo | undefined {
  const stat = readOr(`/proc/${pid}/stat`, '')
  // pid (comm) state ppid pgrp …; comm may hold spaces and parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  if (fields.length < 3) return undefined
  const args = readOr(`/proc/${pid}/cmdline`, '').split('\0').filter(Boolean)
  const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
  const command = args.length > 0 ? args.join(' ') : `[${name}]`
  return {
    pid,
    ppid: Number(fields[1]),
    pgid: Number(fields[2]),
    name,
    command: command.length > 160 ? `${command.slice(0, 157)}...` : command,
  }
}

/** The inodes of the sockets listening on `port` (any address), from /proc/net/tcp and tcp6. */
function listeningInodes(port: number): Set<string> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  const inodes = new Set<string>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readOr(table, '').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/)
      // local_address is HEXADDR:HEXPORT; state 0A is LISTEN; field 9 the socket's inode.
      if (fields[3] === '0A' && fields[1]?.endsWith(`:${hexPort}`) && fields[9]) {
        inodes.add(fields[9])
      }
    }
  }
  return inodes
}

/** The processes listening on `port` (any address) that this user may look into. */
export function portListeners(port: number): number[] {
  return socketHolders(listeningInodes(port))
}

/** The processes holding any of these sockets open (the ones this user may look into). */
function socketHolders(inodes: Set<string>): number[] {
  if (inodes.size === 0) return []
  const holders: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let fds: string[]
    try {
      fds = readdirSync(`/proc/${entry}/fd`)
    } catch {
      continue
    }
    const holds = fds.some((fd) => {
      try {
        const link = readlinkSync(`/proc/${entry}/fd/${fd}`)
        return link.startsWith('socket:[') && inodes.has(link.slice(8, -1))
      } catch {
        return false
      }
    })
    if (holds) holders.push(Number(entry))
  }
  return holders
}

/**
 * Says which process listens on `port`, the processes of its group that started it (up to a
 * shell: the terminal's or the script's that ran them), and the command that stops it: the
 * topmost of them, or its whole process group when that one leads it.
 */
function portHolderDescription(port: number): string {
  let holders: number[] = []
  try {
    holders = socketHolders(listeningInodes(port))
  } catch {
    // No /proc: not Linux.
  }
  const holder = holders.map(processInfo).find((info) => info !== undefined)
  if (!holder) {
    return (
      `  no process this user can see listens on it (another user's, or another container's?): ` +
      `\`ss -ltnp 'sport = :${port}'\` (as root) or \`lsof -i :${port}\` names it.`
    )
  }
  const chain = [holder]
  for (let top = holder; chain.length < 6; ) {
    const parent = processInfo(top.ppid)
    if (!parent || parent.pid <= 1 || parent.pgid !== holder.pgid || isShell(parent)) break
    chain.push(parent)
    top = parent
  }
  const lines = chain.map(
    (info, index) => `  ${index === 0 ? 'pid' : 'started by pid'} ${info.pid}: ${info.command}`,
  )
  const top = chain[chain.length - 1] as ProcessInfo
  const group = top.pid === top.pgid ? `, or its whole process group: kill -- -${top.pgid}` : ''
  return `${lines.join('\n')}\n  Stop it with: kill ${top.pid}${group}`
}

/**
 * undefined if host:port is free; otherwise a message naming what it is for (`what`), the
 * process that holds it and how to stop it.
 */
export async function heldPortProblem(
  port: number,
  what: string,
  host = '127.0.0.1',
): Promise<string | undefined> {
  if (await portFree(port, host)) return undefined
  return `${host}:${port} (${what}) is already in use:\n${portHolderDescription(port)}`
}
