// The mock backend as a real HTTP server in a child process (`mocks/http-server.ts` through
// ts-node), so the browser tests go over the network exactly as production does.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from './paths.mjs';

const READY = /Mock API listening on (http:\/\/\S+)/;
const START_TIMEOUT_MS = 60000;

/**
 * Starts the mock API on a port the OS picks (PORT=0: no race with a file starting beside it)
 * and resolves once it says where it is listening.
 * @param {{ env?: Record<string, string> }} [options] env: extra environment for its process
 *   (the pixel comparison gives it a fixed clock).
 */
export async function startMockApi({ env = {} } = {}) {
  const child = spawn(
    process.execPath,
    [
      path.join(projectRoot, 'node_modules', 'ts-node', 'dist', 'bin.js'),
      '--transpile-only',
      path.join('mocks', 'http-server.ts'),
    ],
    {
      cwd: projectRoot,
      env: { ...process.env, ...env, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Never leave an orphan behind, whatever way this process ends.
  const killOnExit = () => child.kill('SIGKILL');
  const killOnSignal = (signal) => {
    child.kill('SIGKILL');
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('exit', killOnExit);
  process.once('SIGINT', killOnSignal);
  process.once('SIGTERM', killOnSignal);

  let output = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Mock API did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk) => {
      output += chunk;
      const match = READY.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1].replace(/\/+$/, ''));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`Mock API exited (${signal ?? code}) before it was ready:\n${output}`));
    });
  });
  // Keep draining its output so a chatty server never blocks on a full pipe.
  child.stdout.resume();
  child.stderr.resume();

  return {
    url,
    port: Number(new URL(url).port),
    reset: () => control(url, 'reset'),
    expireSessions: () => control(url, 'expire-sessions'),
    /** String ids and hostile records until the next reset (mocks/hostile-backend.ts). */
    hostile: () => control(url, 'hostile'),
    async close() {
      process.off('exit', killOnExit);
      process.off('SIGINT', killOnSignal);
      process.off('SIGTERM', killOnSignal);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Calls one of the mock's test-only control endpoints (`POST /__mock/<name>`). */
async function control(url, name) {
  const response = await fetch(`${url}/__mock/${name}`, { method: 'POST' });
  if (!response.ok) {
    throw new Error(
      `POST /__mock/${name} answered HTTP ${response.status}: ${await response.text()}`,
    );
  }
}
