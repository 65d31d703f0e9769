// `npm start` on a busy port (issue 7): one clear line naming the port and how to choose another
// with PORT, and a non-zero exit, instead of webpack-dev-server's stack trace.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { describe, it } from 'node:test';
import { projectRoot } from './support/paths.mjs';

function runStart(env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(projectRoot, 'scripts', 'start.mjs')], {
      cwd: projectRoot,
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm start', () => {
  it('says in one line that the port is busy and how to choose another, then exits non-zero', async () => {
    const blocker = net.createServer();
    await new Promise((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address();
    try {
      const result = await runStart({ PORT: String(port) });
      assert.notEqual(result.code, 0);
      const lines = result.stderr.trim().split('\n');
      assert.equal(lines.length, 1, result.stderr);
      assert.match(lines[0], new RegExp(`Port ${port} .*already in use`));
      assert.match(lines[0], /PORT=\d+ npm start/);
      assert.doesNotMatch(result.stderr + result.stdout, /\bat \S+ \(/, 'no stack trace');
    } finally {
      blocker.close();
    }
  });

  it('refuses a PORT that is not a port number, in one line', async () => {
    const result = await runStart({ PORT: 'eighty' });
    assert.notEqual(result.code, 0);
    assert.equal(
      result.stderr.trim(),
      'PORT=eighty is not a port number (1-65535). Example: PORT=8081 npm start',
    );
  });
});
