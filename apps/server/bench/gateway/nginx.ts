import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** nginx from Debian as a plain reverse proxy in front of the upstream (one worker per core). */
export async function startNginx(port: number, upstreamUrl: string) {
  const prefix = mkdtempSync(join(tmpdir(), 'lumbung-bench-nginx-'))
  const conf = join(prefix, 'nginx.conf')
  writeFileSync(
    conf,
    `daemon off;
worker_processes auto;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream bench_upstream { server ${new URL(upstreamUrl).host}; keepalive 128; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://bench_upstream;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }
}
`,
  )
  const child = spawn('nginx', ['-p', prefix, '-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/`)
      break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return {
    url: `http://127.0.0.1:${port}`,
    /** The master's id; its workers are its children. */
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGQUIT')
      await exited
      rmSync(prefix, { recursive: true, force: true })
    },
  }
}
