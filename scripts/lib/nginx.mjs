// nginx for the scale test (scripts/test-scale.mjs): Debian's package, installed when missing and
// we run as root (as chromium.mjs does for Chromium); run in the foreground with a configuration
// written to a temporary directory.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const CANDIDATES = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'];

export function findNginx() {
  return CANDIDATES.find((candidate) => candidate && existsSync(candidate));
}

/** The nginx executable, installed with apt-get when missing (root only); null when unavailable. */
export function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('nginx is missing: installing Debian\'s nginx package (apt-get)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    if (update.status === 0) spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env });
  }
  return findNginx() ?? null;
}

/**
 * A configuration with two load-balanced front doors: `consoles` (what browsers reach) and
 * `backends` (what the consoles call). The access log names the process that served each request
 * and, for the backends, the request body (the operation and command id), so that the test can
 * tell which process did what.
 */
export function writeNginxConfig(dir, { consolesPort, consoles, backendsPort, backends }) {
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub), { recursive: true });
  const upstream = (name, ports) => `upstream ${name} {\n${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`).join('\n')}\n  }`;
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  log_format scale '$server_port|$upstream_addr|$status|$request_uri|$request_body';
  access_log ${dir}/access.log scale;
  client_body_temp_path ${dir}/body;
  client_body_buffer_size 64k;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${upstream('consoles', consoles)}
  ${upstream('backends', backends)}
  server {
    listen 127.0.0.1:${consolesPort};
    location / {
      proxy_pass http://consoles;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A console that refuses the connection: the request goes to the other one.
      proxy_next_upstream error timeout;
    }
  }
  server {
    listen 127.0.0.1:${backendsPort};
    location / {
      proxy_pass http://backends;
      proxy_http_version 1.1;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout;
      proxy_read_timeout 60s;
    }
  }
}
`);
  return file;
}
