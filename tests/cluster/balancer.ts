import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * HAProxy (Debian's package) in front of the instances, as a production balancer would be set up:
 * round robin, each instance checked on its readiness every half second, and a request an instance
 * could not answer sent to another (any request whose connection failed; a GET or HEAD also when
 * the instance died before answering). An instance is sent at most 64 requests at once; the rest
 * wait in the balancer's queue, in order, for up to 10 s. The balancer takes a crowd's connections
 * as fast as they come, where an instance alone takes one new connection per turn of its event
 * loop (libuv), and a thousand at once would wait in the kernel's queue for seconds.
 */
export async function startBalancer(port: number, instancePorts: number[]) {
  const folder = mkdtempSync(path.join(tmpdir(), 'atelier-haproxy-'))
  const config = path.join(folder, 'haproxy.cfg')
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  timeout queue 10s',
      // A busy instance answers its check late, not never: one killed refuses the check at once.
      '  timeout check 3s',
      '  option forwardfor',
      '  retries 3',
      '  option redispatch 1',
      '  retry-on conn-failure empty-response response-timeout 503',
      'frontend site',
      `  bind 127.0.0.1:${port}`,
      // A request that changes something is sent once, unless it never reached an instance.
      '  http-request disable-l7-retry unless METH_GET || METH_HEAD',
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      '  option httpchk',
      `  http-check send meth GET uri /api/v1/health/ready ver HTTP/1.1 hdr Host 127.0.0.1:${port}`,
      '  http-check expect status 200',
      '  default-server inter 500ms fall 2 rise 2 maxconn 64',
      // Which instance answered, for the test's own counts.
      '  http-response set-header X-Instance %s',
      ...instancePorts.map((p, i) => `  server instance${i + 1} 127.0.0.1:${p} check`),
      '',
    ].join('\n'),
  )
  const child = spawn('haproxy', ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] })
  const log: string[] = []
  child.stdout.on('data', (chunk: Buffer) => log.push(chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()))
  const origin = `http://127.0.0.1:${port}`
  const until = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited (${child.exitCode}):\n${log.join('')}`)
    const ready = await fetch(`${origin}/api/v1/health/ready`).catch(() => null)
    if (ready?.ok) break
    if (Date.now() > until) throw new Error(`HAProxy did not pass requests on within 20 s:\n${log.join('')}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    origin,
    log: () => log.join(''),
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
