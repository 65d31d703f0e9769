/**
 * `npm run check-backend -- https://api.example.com [--username u --password p] [--origin url]`:
 * prints the report and exits 0 (the backend matches), 1 (a deviation breaks a screen) or 2 (the
 * check could not run). See README "Checking a backend before going live".
 */
import { main } from './run';

main(process.argv.slice(2), (text) => console.log(text)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`check-backend failed: ${(error as Error).message}`);
    process.exit(2);
  },
);
