/**
 * One call of the contract, checked as the app would take it: the envelope (the app's
 * parseEnvelope), the shape gate the app's endpoint holds the answer to (its rawResponseSchema or
 * mutation answer shape), the records its adapter would leave out, every field against the
 * contract, and CORS. Each deviation is written down with what the app would do with it.
 */
import type { WireShape } from '@/api/adapters';
import type { RequestArgs } from '@/api/base-query';
import { resetSkipped, skippedRecords } from '@/api/skipped-records';
import type { Shape } from './contract-shapes';
import { answerProblems, preflightProblems } from './cors';
import type { CallLine, Finding, Severity } from './findings';
import { checkShape } from './shape-check';
import type { Exchange, WireClient } from './wire-client';

export interface CallSpec {
  /** Who uses the call: "the home page and the filtered lists". */
  uses: string;
  /** What the app does when the call fails: "the page shows its error state with Retry". */
  onFailure: string;
  /** The app's gate for the answer's `data` (wire.* or answer.*); none: any data is taken. */
  gate?: WireShape;
  /** The app's transformResponse; its skipped records are reported. */
  adapt?: (data: unknown) => unknown;
  /** The contract's shape of `data`; none: the contract promises null, which nothing reads. */
  shape?: Shape;
  /** One line about a good answer: "10 of 67 articles". */
  summarize?: (data: unknown) => string;
  /** A refusal this call may meet (an optional extension's 404); it is then not a deviation. */
  expectRefusal?: (exchange: Exchange) => boolean;
  /** The call must be refused that way (an unknown article's "not found"). */
  mustRefuse?: boolean;
  /** How much a failure of this call costs: `warning` for a call whose failure the app hides. */
  failureSeverity?: Severity;
}

export interface CallOutcome {
  exchange: Exchange;
  /** `data` when the app would use the answer; undefined otherwise. */
  data?: unknown;
}

type Add = (
  severity: Severity,
  where: string,
  problem: string,
  app: string,
  seen?: { count: number; of: number; group: string },
) => void;

/** Thrown by a step that would start after an interrupt. */
export class Interrupted extends Error {
  constructor() {
    super('Interrupted');
    this.name = 'Interrupted';
  }
}

const SHAPE_MESSAGE = 'The server sent an answer the app cannot read.';

export class CallChecker {
  readonly findings: Finding[] = [];
  readonly lines: CallLine[] = [];
  private readonly preflighted = new Set<string>();
  /** Set while cleaning up: those calls go on after an interrupt. */
  cleaning = false;

  constructor(
    private readonly client: WireClient,
    private readonly origin: string,
    /** Aborted on Ctrl-C: no new step starts, but the cleanup still runs. */
    private readonly stop: AbortSignal = new AbortController().signal,
  ) {}

  /** A step not taken, because one it needs failed. */
  skip(label: string, why: string): void {
    this.lines.push({ label, answered: 'skipped', summary: why, errors: 0, warnings: 0 });
  }

  /** A deviation seen outside one call's answer (a filter ignored, a leftover after cleanup). */
  note(severity: Severity, call: string, where: string, problem: string, app: string): void {
    this.findings.push({ severity, call, where, problem, app });
  }

  async check(args: RequestArgs, spec: CallSpec, token: string | null): Promise<CallOutcome> {
    if (this.stop.aborted && !this.cleaning) throw new Interrupted();
    const method = args.method ?? 'GET';
    const call = `${method} ${args.url}`;
    const before = this.findings.length;
    const add: Add = (severity, where, problem, app, seen) =>
      this.findings.push({ severity, call, where, problem, app, ...seen });
    const exchange = await this.client.send(args, token);
    const target = new URL(exchange.url);
    const label = `${method} ${target.pathname}${target.search}`;
    let data: unknown;
    let summary = '';

    const { result } = exchange;
    const failed = spec.failureSeverity ?? 'error';
    if (exchange.status === null) {
      add(failed, 'transport', `no answer: ${exchange.failure}`, spec.onFailure);
    } else if (result.error) {
      const { error } = result;
      if (spec.expectRefusal?.(exchange)) {
        summary = `refused (${error.code ?? `HTTP ${exchange.status}`}: ${error.msg})`;
      } else if (error.kind === 'api') {
        add(
          failed,
          'envelope',
          `refused: code ${error.code}, "${error.msg}"`,
          `the app shows "${error.msg}" as an error; ${spec.onFailure}`,
        );
      } else if (error.kind === 'http') {
        add(
          failed,
          'HTTP status',
          `HTTP ${exchange.status}${error.code === null ? ' without the envelope' : `, code ${error.code}`}`,
          spec.onFailure,
        );
      } else {
        add(
          failed,
          'envelope',
          `not the envelope { code: number, msg, data }: ${describeBody(exchange)}`,
          `the app cannot read it; ${spec.onFailure}`,
        );
      }
    } else if (spec.mustRefuse) {
      add(
        failed,
        'envelope',
        `code 0 (${brief(result.data)}) where a refusal was expected`,
        spec.onFailure,
      );
    } else {
      data = result.data;
      summary = this.checkAnswer(spec, exchange, add);
      if (summary === SHAPE_MESSAGE) data = undefined;
    }

    if (exchange.headers) {
      for (const problem of answerProblems(exchange.headers, this.origin, spec.uses)) {
        add(problem.severity, problem.where, problem.problem, problem.app);
      }
    }
    await this.checkPreflight(method, exchange.url, args.url, add);

    const mine = this.findings.slice(before);
    this.lines.push({
      label,
      answered:
        exchange.status === null
          ? 'no answer'
          : `${exchange.status}${result.error?.code != null ? ` code ${result.error.code}` : result.error ? '' : ' code 0'}`,
      summary: summary || (result.error ? result.error.msg : ''),
      errors: mine.filter((finding) => finding.severity === 'error').length,
      warnings: mine.filter((finding) => finding.severity === 'warning').length,
    });
    return { exchange, data };
  }

  /** The envelope's details, the app's gate, its adapter and the contract's fields. */
  private checkAnswer(spec: CallSpec, exchange: Exchange, add: Add): string {
    const body = JSON.parse(exchange.text) as Record<string, unknown>;
    if (typeof body.msg !== 'string') {
      add(
        'warning',
        'envelope',
        `msg is ${body.msg === undefined ? 'missing' : typeof body.msg}, not a string`,
        'harmless on success: the app shows msg only when it refuses',
      );
    }
    if (!('data' in body)) {
      add(
        spec.shape ? 'error' : 'warning',
        'envelope',
        'no data field',
        spec.shape ? spec.onFailure : 'harmless: the app reads nothing from this answer',
      );
    }
    const data = body.data;
    if (spec.gate) {
      const verdict = spec.gate['~standard'].validate(data);
      if ('issues' in verdict) {
        add(
          'error',
          'data',
          `${verdict.issues[0].message}, got ${brief(data)}`,
          `the app refuses it ("${SHAPE_MESSAGE}"): ${spec.onFailure}`,
        );
        return SHAPE_MESSAGE;
      }
    }
    if (spec.adapt) {
      resetSkipped();
      spec.adapt(data);
      const byReason = new Map<string, number>();
      for (const record of skippedRecords()) {
        const key = `${record.what}: ${record.reason}`;
        byReason.set(key, (byReason.get(key) ?? 0) + 1);
      }
      resetSkipped();
      const of = Array.isArray(data) ? data.length : listLength(data);
      for (const [reason, count] of byReason) {
        add(
          'error',
          'data',
          `records the app cannot show (${reason})`,
          `leaves them out of ${spec.uses}; the console lists them as skipped`,
          { count, of, group: `skipped ${reason}` },
        );
      }
    }
    if (spec.shape) {
      for (const finding of checkShape(spec.shape, data)) {
        const app =
          finding.severity === 'error' && !finding.reading.startsWith('leaves the record out')
            ? `${finding.reading}: wrong or missing on ${spec.uses}`
            : finding.reading;
        add(finding.severity, finding.path, finding.problem, app, {
          count: finding.count,
          of: finding.of,
          group: `${finding.path} ${finding.severity} ${finding.kind}`,
        });
      }
    }
    return spec.summarize ? spec.summarize(data) : brief(data);
  }

  /** One preflight per method and contract path: the owner's browser sends it before the call. */
  private async checkPreflight(method: string, url: string, path: string, add: Add): Promise<void> {
    const key = `${method} ${path}`;
    if (this.preflighted.has(key)) return;
    this.preflighted.add(key);
    const answer = await this.client.preflight(url, method);
    for (const problem of preflightProblems(answer, this.origin, method)) {
      add(problem.severity, problem.where, problem.problem, problem.app);
    }
  }
}

const listLength = (data: unknown): number => {
  const list = (data as { list?: unknown } | null)?.list;
  return Array.isArray(list) ? list.length : 1;
};

/** A short view of a value for the report. */
export function brief(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object') {
    const keys = Object.keys(value as object);
    return `{ ${keys.slice(0, 6).join(', ')}${keys.length > 6 ? ', …' : ''} }`;
  }
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 40 ? `${json.slice(0, 37)}…` : json;
}

function describeBody(exchange: Exchange): string {
  const type = exchange.headers?.get('content-type') ?? 'no content type';
  const start = exchange.text.trim().slice(0, 30).replace(/\s+/g, ' ');
  return exchange.text.trim() === ''
    ? `an empty body (${type})`
    : `${type}, "${start}${exchange.text.length > 30 ? '…' : ''}"`;
}
