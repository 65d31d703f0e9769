/**
 * `npm run check-backend -- https://api.example.com [--username u --password p] [--origin url]`:
 * prints the report and exits 0 (the backend matches), 1 (a deviation breaks a screen) or 2 (the
 * check could not run). See docs/backend.md "Checking a backend before going live".
 */
import { main } from './run';

// Ctrl-C once: no new step starts, and what the check created is deleted; twice: stop at once.
const stop = new AbortController();
process.on('SIGINT', () => {
  if (stop.signal.aborted) process.exit(130);
  console.log('Stopping: deleting what the check created (Ctrl-C again to quit at once)…');
  stop.abort();
});

main(process.argv.slice(2), (text) => console.log(text), stop.signal).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`check-backend failed: ${(error as Error).message}`);
    process.exit(2);
  },
);
