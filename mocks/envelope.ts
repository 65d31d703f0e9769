/** The contract's envelope `{ code, msg, data }`, and the codes the mock backend answers with. */
import { HttpResponse } from 'msw';

export const Code = {
  OK: 0,
  INVALID: 400,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  WRONG_CREDENTIALS: 1001,
} as const;

export const ok = (data: unknown = null) => HttpResponse.json({ code: Code.OK, msg: 'ok', data });

/** A refusal: HTTP 200 (unless told) with `code !== 0` and a message for people, as the contract asks. */
export const fail = (code: number, msg: string, status = 200) =>
  HttpResponse.json({ code, msg, data: null }, { status });

/** An expired or missing session: HTTP 401 as well, so that any client notices. */
export const unauthorized = () =>
  HttpResponse.json(
    { code: Code.UNAUTHORIZED, msg: 'Please sign in again.', data: null },
    { status: 401 },
  );

/** Thrown by validation and look-ups; `respond` turns it into a `fail` answer. */
export class MockError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const invalid = (msg: string) => new MockError(Code.INVALID, msg);
export const notFound = (msg: string) => new MockError(Code.NOT_FOUND, msg);
export const conflict = (msg: string) => new MockError(Code.CONFLICT, msg);
