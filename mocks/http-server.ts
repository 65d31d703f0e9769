/**
 * `npm run mock-api`: the mock backend on http://127.0.0.1:PORT (env PORT or `--port N`,
 * default 3001). Prints one line once it is ready; exits cleanly on SIGTERM and SIGINT.
 */
import { DEFAULT_PORT, startMockHttpServer } from './mock-http-server';

function portFrom(argv: string[], env: NodeJS.ProcessEnv): number {
  const flag = argv.indexOf('--port');
  const raw = flag >= 0 ? argv[flag + 1] : env.PORT;
  const port = Number(raw ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Invalid port "${raw}".`);
    process.exit(2);
  }
  return port;
}

startMockHttpServer(portFrom(process.argv, process.env)).then(
  (server) => {
    console.log(`Mock API listening on ${server.url}`);
    const stop = () => void server.close().then(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  },
  (error: unknown) => {
    console.error('The mock API could not start:', error);
    process.exit(1);
  },
);
