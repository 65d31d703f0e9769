/**
 * What the check found, in one vocabulary for every part of it (calls, fields, CORS, cleanup):
 * a deviation from the contract and what the app would do with it. An `error` breaks a screen (or
 * a step the owner relies on) and fails the run; a `warning` is a deviation this app copes with.
 */
export type Severity = 'error' | 'warning';

export interface Finding {
  severity: Severity;
  /** The call it was seen on, e.g. `GET /api/article`. */
  call: string;
  /** What deviates: a field path (`data.list[].title`), `envelope`, `CORS preflight`… */
  where: string;
  problem: string;
  /** What the app would do with it: which screen breaks, or why it is harmless. */
  app: string;
  /** For a list's items: in how many (`count`) of how many (`of`) it was seen. */
  count?: number;
  of?: number;
  /** Findings with the same group are one deviation seen in several answers (values differ). */
  group?: string;
}

/** One line of the report per call made. */
export interface CallLine {
  label: string;
  /** `200 code 0`, `HTTP 404`, `not reached`… */
  answered: string;
  summary: string;
  errors: number;
  warnings: number;
}
