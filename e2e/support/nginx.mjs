// A real static host for the browser tests: Debian's nginx (installed by .ci/run), run as the
// current user in a temporary prefix, with the `server` block of deploy/nginx/blog.conf (the site
// docs/deploying.md points to) as it is. Only what the file tells a site owner to set is replaced:
// `listen` (a free port on 127.0.0.1), `root` (the folder served) and the API's origin in the
// policy; and the rebuild hook's port, when a test runs the hook.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';
import { projectRoot } from './paths.mjs';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];
const START_TIMEOUT_MS = 60000;
/** The placeholder origin of the documented policy (src/config/content-security-policy.cjs). */
const EXAMPLE_API_ORIGIN = 'https://api.example.com';
/** Where the site's /_rebuild location sends requests: the prerender's `--listen` address. */
const HOOK_UPSTREAM = /proxy_pass http:\/\/127\.0\.0\.1:8790\//;

/** nginx's path, or an error that says how to get it (never a skipped suite). */
export function nginxPath() {
  const found = [process.env.NGINX_PATH, ...CANDIDATES].find(
    (candidate) => candidate && fs.existsSync(candidate),
  );
  if (!found) {
    throw new Error(
      `nginx is not installed (looked for ${CANDIDATES.join(', ')}): this suite serves the build ` +
        'through a real nginx. Install it with `apt-get install -y nginx` (.ci/run does), or set ' +
        'NGINX_PATH.',
    );
  }
  return found;
}

/** deploy/nginx/blog.conf, the `server` block a site owner copies, as it is. */
export function nginxSiteBlock() {
  return fs.readFileSync(path.join(projectRoot, 'deploy', 'nginx', 'blog.conf'), 'utf8');
}

/** The block with the owner's own settings: our port, our folder, our API (and hook's port). */
export function siteBlock(block, { port, root, apiOrigin, hookPort }) {
  let listens = 0;
  const lines = block.split('\n').flatMap((line) => {
    if (!/^\s*listen\s/.test(line)) return [line];
    listens += 1;
    // One address is enough here (IPv6 may be off in a container).
    return listens === 1 ? [line.replace(/listen\s+[^;]+;/, `listen 127.0.0.1:${port};`)] : [];
  });
  const result = lines
    .join('\n')
    .replace(/^(\s*)root\s+[^;]+;/m, `$1root ${root};`)
    .replaceAll(EXAMPLE_API_ORIGIN, apiOrigin);
  if (listens === 0 || result === block)
    throw new Error('The documented block has no listen or root');
  if (!HOOK_UPSTREAM.test(result))
    throw new Error('The documented block has no /_rebuild location');
  return hookPort
    ? result.replace(HOOK_UPSTREAM, `proxy_pass http://127.0.0.1:${hookPort}/`)
    : result;
}

/**
 * What Debian's /etc/nginx/nginx.conf puts around a site, in a temporary prefix. Its workers run
 * as the user who owns the files (as root, nginx would switch to `nobody`, who cannot read a
 * private temporary folder).
 */
function mainConfig(prefix, site) {
  const temp = path.join(prefix, 'temp');
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : '';
  return `${user}pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')};
daemon off;
worker_processes 1;
events { worker_connections 256; }
http {
  sendfile on;
  tcp_nopush on;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  gzip on;
  client_body_temp_path ${temp}/client;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;

${site}
}
`;
}

function untilListening(port, child) {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + START_TIMEOUT_MS;
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error('nginx exited before it listened'));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * Checks the configuration (`nginx -t`), then starts nginx serving `root`.
 * Resolves to { url, port, config, check: { status, output }, close() }; a failed check throws
 * with nginx's own message.
 */
export async function startNginx({
  root,
  apiOrigin,
  port: wanted,
  hookPort,
  block = nginxSiteBlock(),
}) {
  const binary = nginxPath();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-nginx-'));
  fs.mkdirSync(path.join(prefix, 'temp'));
  const port = wanted ?? (await freePort());
  const config = mainConfig(prefix, siteBlock(block, { port, root, apiOrigin, hookPort }));
  const configFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(configFile, config);
  const args = ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', configFile];

  const test = spawnSync(binary, ['-t', ...args], { encoding: 'utf8' });
  const check = { status: test.status, output: `${test.stdout}${test.stderr}` };
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${check.output}\n${config}`);

  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    await untilListening(port, child);
  } catch (error) {
    child.kill('SIGKILL');
    const log = fs.readFileSync(path.join(prefix, 'error.log'), 'utf8');
    throw new Error(`${error.message}:\n${stderr}\n${log}`, { cause: error });
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    config,
    check,
    /** nginx's error log so far (a failing test prints it). */
    errorLog: () => fs.readFileSync(path.join(prefix, 'error.log'), 'utf8'),
    async close() {
      process.off('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT'); // graceful: workers finish, then the master exits
        await exited;
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
