import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export interface RunningProcess {
  child: ChildProcess
  url: string
  /** SIGTERM, then SIGKILL after ten seconds. */
  stop(): Promise<void>
  /** SIGKILL at once: a crash. */
  kill(): Promise<void>
  /** The last lines the process wrote to stderr. */
  stderr(): string
}

/** Starts a process and waits until `readyPath` on its port answers (any status). */
export async function startProcess(
  command: string,
  args: string[],
  {
    port,
    env = {},
    readyPath = '/',
    timeoutMs = 90_000,
    cwd,
  }: { port: number; env?: Record<string, string>; readyPath?: string; timeoutMs?: number; cwd?: string },
): Promise<RunningProcess> {
  const url = `http://127.0.0.1:${port}`
  const child = spawn(command, args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env },
    ...(cwd ? { cwd } : {}),
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const startedAt = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}:\n${stderr}`)
    if (Date.now() - startedAt > timeoutMs) {
      child.kill('SIGKILL')
      throw new Error(`${command} did not answer within ${timeoutMs} ms:\n${stderr}`)
    }
    try {
      await fetch(`${url}${readyPath}`)
      break
    } catch {
      await sleep(50)
    }
  }
  return {
    child,
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
    stderr: () => stderr,
  }
}
