/**
 * @jest-environment node
 */
/**
 * The CORS rules a browser applies, as the check reads them: `*` never covers Authorization,
 * PUT and DELETE must be named (GET and POST need not), the origin must be the blog's or `*`.
 */
import { answerProblems, preflightProblems } from './cors';

const ORIGIN = 'https://blog.example.com';
const preflight = (headers: Record<string, string>, status = 204) => ({
  status,
  failure: null,
  headers: new Headers(headers),
});
const problems = (headers: Record<string, string>, method = 'GET', status = 204) =>
  preflightProblems(preflight(headers, status), ORIGIN, method).map(
    (problem) => `${problem.severity}: ${problem.problem}`,
  );

describe('CORS as the browser applies it', () => {
  const complete = {
    'Access-Control-Allow-Origin': ORIGIN,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  };

  it('accepts the blog origin or *, with Authorization and Content-Type named', () => {
    expect(problems(complete, 'DELETE')).toEqual([]);
    expect(problems({ ...complete, 'Access-Control-Allow-Origin': '*' }, 'PUT')).toEqual([]);
  });

  it('does not let * stand for Authorization', () => {
    expect(problems({ ...complete, 'Access-Control-Allow-Headers': '*' })).toEqual([
      'error: Access-Control-Allow-Headers (*) lacks Authorization (* does not cover it)',
    ]);
  });

  it('needs PUT and DELETE named, not GET or POST', () => {
    const getPost = { ...complete, 'Access-Control-Allow-Methods': 'GET' };
    expect(problems(getPost, 'POST')).toEqual([]);
    expect(problems(getPost, 'PUT')).toEqual([
      'error: Access-Control-Allow-Methods (GET) lacks PUT',
    ]);
  });

  it('warns only when Content-Type is missing (the app sends no type a browser preflights)', () => {
    expect(problems({ ...complete, 'Access-Control-Allow-Headers': 'authorization' })).toEqual([
      'warning: Access-Control-Allow-Headers (authorization) lacks Content-Type',
    ]);
  });

  it('fails another origin, a failed preflight and an answer without Allow-Origin', () => {
    expect(
      problems({ ...complete, 'Access-Control-Allow-Origin': 'https://other.example' }),
    ).toEqual([
      'error: Access-Control-Allow-Origin is "https://other.example", not https://blog.example.com or *',
    ]);
    expect(problems({}, 'GET', 404)[0]).toBe('error: OPTIONS answered HTTP 404, not 2xx');
    expect(answerProblems(new Headers(), ORIGIN, 'the home page')[0].app).toMatch(
      /hides the answer.*: this breaks the home page/,
    );
  });
});
