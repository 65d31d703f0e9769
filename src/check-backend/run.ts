/**
 * The command as a function, for the CLI and its tests: parses the arguments, runs the check,
 * writes the report and resolves with the exit code (0 matches, 1 a deviation breaks a screen,
 * 2 the check could not run).
 */
import { checkBackend } from './check-backend';
import { parseOptions, USAGE } from './options';

export async function main(
  argv: string[],
  write: (text: string) => void,
  stop?: AbortSignal,
): Promise<number> {
  const parsed = parseOptions(argv);
  if (!parsed.ok) {
    write(parsed.problem ? `${parsed.problem}\n\n${USAGE}` : USAGE);
    return parsed.problem ? 2 : 0;
  }
  try {
    const outcome = await checkBackend(parsed.options, stop);
    write(outcome.text);
    return outcome.exitCode;
  } catch (error) {
    write(
      `The check stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return 2;
  }
}
