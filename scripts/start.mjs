// `npm start`: the dev server on http://127.0.0.1:PORT (env PORT, default 8080). A busy or
// invalid port is said in one line, with how to choose another, and the exit status is non-zero,
// instead of webpack-dev-server's stack trace.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';

const HOST = '127.0.0.1';
const DEFAULT_PORT = '8080';

const raw = process.env.PORT || DEFAULT_PORT;
const port = Number(raw);
if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
  console.error(`PORT=${raw} is not a port number (1-65535). Example: PORT=8081 npm start`);
  process.exit(2);
}

/** null when the port can be listened on, else the reason it cannot. */
function probe() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (error) => resolve(error));
    server.listen(port, HOST, () => server.close(() => resolve(null)));
  });
}

const problem = await probe();
if (problem) {
  const why =
    problem.code === 'EADDRINUSE'
      ? `Port ${port} on ${HOST} is already in use`
      : `Port ${port} on ${HOST} cannot be used (${problem.code ?? problem.message})`;
  console.error(
    `${why}: stop what uses it, or choose another port, e.g. PORT=${port === 8081 ? 8082 : 8081} npm start`,
  );
  process.exit(1);
}

const cli = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');
const child = spawn(process.execPath, [cli, 'serve', '--mode', 'development'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: String(port) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
