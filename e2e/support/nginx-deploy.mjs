// The deploy of docs/deploying.md, for e2e/deploy-nginx*.test.mjs: the build prerendered from the
// mock HTTP API (settings first, then prerender) and served by nginx with deploy/nginx/blog.conf,
// the prerender kept running with `--listen` behind its /_rebuild location (as
// deploy/systemd/blog-prerender.service runs it), beside the demo build; plain HTTP reads as a
// crawler makes them; the API called as the owner.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { freePort } from './free-port.mjs';
import { startMockApi } from './mock-api.mjs';
import { nginxPath, startNginx } from './nginx.mjs';
import {
  copyBuild,
  prerender,
  prerenderFailure,
  removeCopy,
  startPrerender,
  until,
} from './prerender.mjs';
import { configScript, readPublicConfig, testConfig } from './site-config.mjs';

/** One plain HTTP request, as a crawler or curl makes it: no decompression, no JavaScript. */
export function get(base, pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(pathname, base), { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.once('error', reject);
  });
}

export async function page(base, pathname) {
  const response = await get(base, pathname);
  const doc = new JSDOM(response.body.toString('utf8')).window.document;
  const attr = (selector, name) => doc.querySelector(selector)?.getAttribute(name) ?? null;
  return {
    ...response,
    title: doc.title,
    canonical: attr('link[rel="canonical"]', 'href'),
    robots: attr('meta[name="robots"]', 'content'),
    h1: doc.querySelector('h1')?.textContent?.trim() ?? null,
  };
}

export async function callApi(mockUrl, token, method, pathname, fields) {
  const response = await fetch(new URL(pathname, mockUrl), {
    method,
    headers: {
      ...(token && { Authorization: `Bearer ${token}` }),
      ...(fields && { 'Content-Type': 'application/x-www-form-urlencoded' }),
    },
    body: fields ? new URLSearchParams(fields) : undefined,
  });
  const body = await response.json();
  assert.equal(body.code, 0, `${method} ${pathname}: ${body.msg}`);
  return body.data;
}

/** The path of the built file named `prefix`…`ending` (its hash between). */
export function builtFile(dist, prefix, ending) {
  const name = fs
    .readdirSync(dist)
    .find((file) => file.startsWith(prefix) && file.endsWith(ending));
  assert.ok(name, `no ${prefix}…${ending} in the build`);
  return `/${name}`;
}

/** The end of a pass, as the prerender says it when it keeps running. */
export const PASS_ENDED = /^(Pass done|This pass changed nothing)/m;

/** How many passes the prerender started with startPrerender (`run`) has ended so far. */
export const passesEndedIn = (run) =>
  run.output.match(new RegExp(PASS_ENDED.source, 'gm'))?.length ?? 0;

/**
 * The prerender of `dist`, kept running with `--listen` on a free port and a fresh token, once
 * its pass at start has ended: { run (startPrerender's), port, token }.
 */
async function startRebuildHook(dist, config) {
  const port = await freePort();
  const token = crypto.randomBytes(24).toString('hex');
  const run = startPrerender(dist, config, ['--listen', `127.0.0.1:${port}`], {
    env: { PRERENDER_HOOK_TOKEN: token },
  });
  let exited = null;
  void run.exited.then((code) => (exited = code));
  await until(() => PASS_ENDED.test(run.output) || exited !== null);
  assert.equal(exited, null, `the prerender with --listen exited (${exited}):\n${run.output}`);
  return { run, port, token };
}

/**
 * Both deploys, the mock API, the owner's token, the rebuild hook and `browser` (the worker's);
 * `close` stops them.
 */
export async function startDeploys(browser) {
  nginxPath(); // fails the suite at once, saying how to install it, when nginx is missing
  const mock = await startMockApi();

  // Step 1, settings first: the production config.js, with the address nginx will answer on.
  const port = await freePort();
  const base = testConfig(mock.url);
  const config = { ...base, site: { ...base.site, url: `http://127.0.0.1:${port}` } };
  const dist = copyBuild();
  fs.writeFileSync(path.join(dist, 'config.js'), configScript(config));
  // Step 2: prerender from the API. Step 3: serve it.
  const rendered = await prerender(dist, config);
  assert.equal(rendered.status, 0, prerenderFailure(rendered));
  // Kept in step on request: the prerender with --listen, behind the site's /_rebuild location.
  const hook = await startRebuildHook(dist, config);
  const deploy = await startNginx({ root: dist, apiOrigin: mock.url, port, hookPort: hook.port });

  // `npm run build` as shipped: the demo's config.js, untouched.
  const demoDist = copyBuild();
  const demoRendered = await prerender(demoDist, readPublicConfig());
  assert.equal(demoRendered.status, 0, prerenderFailure(demoRendered));
  const demo = await startNginx({ root: demoDist, apiOrigin: mock.url });

  const token = (
    await callApi(mock.url, null, 'POST', '/api/auth/login', {
      username: 'admin',
      password: 'admin123',
    })
  ).token;
  return {
    mock,
    deploy,
    demo,
    dist,
    demoDist,
    config,
    browser,
    token,
    hook,
    async close() {
      hook.run.child.kill('SIGTERM');
      await hook.run.exited;
      await deploy.close();
      await demo.close();
      await mock.close();
      removeCopy(dist);
      removeCopy(demoDist);
    },
  };
}
