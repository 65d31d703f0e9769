/**
 * The printed report: one line per call (what it answered), then each deviation once, with the
 * calls it was seen on and what the app would do with it, errors before warnings, then the
 * cleanup and the verdict. Plain text, so it reads the same in a terminal and a CI log.
 */
import type { CallLine, Finding, Severity } from './findings';

export interface ReportInput {
  apiBase: string;
  origin: string;
  placeholderOrigin: boolean;
  settings: string;
  /** null: reads only (no account given). */
  leftBehind: string[] | null;
  lines: CallLine[];
  findings: Finding[];
  /** Stopped early (Ctrl-C): the report covers the calls made, the cleanup still ran. */
  interrupted?: boolean;
  /** The sign-in refused the account given (its message): the console's calls were not checked. */
  signInRefused?: string | null;
}

interface Group {
  finding: Finding;
  calls: string[];
  count: number;
  of: number;
  /** In how many answers it was seen. */
  answers: number;
}

const LABEL_WIDTH = 58;
const fit = (text: string, width: number) =>
  text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The same deviation on several calls (CORS on every call, a field on every page) is said once. */
function group(findings: Finding[], severity: Severity): Group[] {
  const groups = new Map<string, Group>();
  for (const finding of findings.filter((item) => item.severity === severity)) {
    const key = finding.group ?? [finding.where, finding.problem, finding.app].join('\n');
    const known = groups.get(key);
    if (!known) {
      groups.set(key, {
        finding,
        calls: [finding.call],
        count: finding.count ?? 0,
        of: finding.of ?? 0,
        answers: 1,
      });
      continue;
    }
    if (!known.calls.includes(finding.call)) known.calls.push(finding.call);
    known.answers += 1;
    known.count += finding.count ?? 0;
    known.of += finding.of ?? 0;
  }
  return [...groups.values()];
}

function callsOf(calls: string[]): string {
  return calls.length <= 2
    ? calls.join(', ')
    : `${calls.slice(0, 2).join(', ')} and ${calls.length - 2} more calls`;
}

/** A list's items are counted; a deviation seen in several answers says so (the first is shown). */
function describe(groups: Group[]): string[] {
  return groups.flatMap(({ finding, calls, count, of, answers }, index) => {
    const items = finding.where.includes('[]') || finding.group?.startsWith('skipped');
    const seen = items
      ? ` (${count} of ${of} items)`
      : answers > 1 && finding.group
        ? ` (in ${answers} answers)`
        : '';
    return [
      `  ${index + 1}. ${callsOf(calls)}: ${finding.where}${seen}: ${finding.problem}`,
      `     → the app: ${finding.app}`,
    ];
  });
}

export function formatReport(input: ReportInput): {
  text: string;
  errors: number;
  warnings: number;
} {
  const out: string[] = [];
  out.push(
    `Checking ${input.apiBase} against the backend contract, as the blog at ${input.origin} calls it`,
  );
  out.push(`(${input.settings})`);
  if (input.placeholderOrigin) {
    out.push(
      "The origin is a placeholder: give --origin with the blog's address for a true CORS check.",
    );
  }
  if (input.leftBehind === null) {
    out.push(
      "Reads only: give --username and --password of a scratch blog to check the console's calls too.",
    );
  }
  out.push('', `Calls (${input.lines.length})`);
  for (const line of input.lines) {
    const mark =
      line.answered === 'skipped' ? 'skip' : line.errors ? 'FAIL' : line.warnings ? 'warn' : 'ok';
    const counts = [
      line.errors && plural(line.errors, 'error'),
      line.warnings && plural(line.warnings, 'warning'),
    ]
      .filter(Boolean)
      .join(', ');
    out.push(
      `  ${mark.padEnd(4)}  ${fit(line.label, LABEL_WIDTH)} ${line.answered.padEnd(11)} ${line.summary}${counts ? `  [${counts}]` : ''}`,
    );
  }
  const errors = group(input.findings, 'error');
  const warnings = group(input.findings, 'warning');
  if (errors.length)
    out.push('', `Deviations that break a screen (${errors.length})`, ...describe(errors));
  if (warnings.length)
    out.push(
      '',
      `Warnings: deviations this app copes with (${warnings.length})`,
      ...describe(warnings),
    );
  if (input.leftBehind !== null) {
    out.push(
      '',
      input.leftBehind.length
        ? `Cleanup: left behind, delete by hand: ${input.leftBehind.join('; ')}`
        : 'Cleanup: everything the check created was deleted.',
    );
  }
  if (input.interrupted) out.push('', 'Interrupted: the check stopped before its last call.');
  if (input.signInRefused != null) {
    out.push(
      '',
      `The sign-in was refused ("${input.signInRefused}"): check --username and --password. The console's calls were not checked.`,
    );
  }
  out.push(
    '',
    input.interrupted || input.signInRefused != null
      ? `Result: incomplete, ${plural(errors.length, 'deviation')} breaking a screen so far.`
      : errors.length
        ? `Result: ${plural(errors.length, 'deviation')} ${errors.length === 1 ? 'breaks' : 'break'} a screen, ${plural(warnings.length, 'warning')}.`
        : `Result: the backend matches the contract${warnings.length ? ` (${plural(warnings.length, 'warning')}, harmless for this app)` : ''}.`,
  );
  return { text: out.join('\n'), errors: errors.length, warnings: warnings.length };
}
