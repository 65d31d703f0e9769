/**
 * @jest-environment node
 */
/**
 * deploy/github/prerender.yml, the GitHub Actions workflow docs/deploying.md points to, is a
 * workflow GitHub takes: valid YAML, and valid against SchemaStore's workflow schema (vendored in
 * test/fixtures/schemastore/, with its source and licence), checked by Ajv.
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { parseDocument } from 'yaml';

const root = path.resolve(__dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const WORKFLOW = 'deploy/github/prerender.yml';

// The schema is written for lenient validators: it leaves `type` out beside `properties` and
// writes one-item tuples, which Ajv's strict mode would refuse; every other strict check stays.
const validate = new Ajv({ strictTypes: false, strictTuples: false, allErrors: true }).compile(
  JSON.parse(read('test/fixtures/schemastore/github-workflow.json')),
);

function parsed(text: string): unknown {
  const document = parseDocument(text);
  expect([...document.errors, ...document.warnings].map((problem) => problem.message)).toEqual([]);
  return document.toJS();
}

const problems = (workflow: unknown) =>
  validate(workflow)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);

describe('the GitHub Actions workflow in deploy/', () => {
  const text = read(WORKFLOW);
  const workflow = parsed(text) as {
    on: Record<string, unknown>;
    jobs: { deploy: { steps: { run?: string }[] } };
  };

  it("is valid against SchemaStore's workflow schema", () => {
    expect(problems(workflow)).toEqual([]);
  });

  it('and the check can fail: a misspelt key or a job without runs-on is refused', () => {
    expect(problems(parsed(text.replace('runs-on:', 'run-on:')))).not.toEqual([]);
    expect(problems(parsed(text.replace('    steps:', '    step:')))).not.toEqual([]);
    expect(
      problems(parsed(text.replace('workflow_dispatch:', 'workflow_dispatched:'))),
    ).not.toEqual([]);
  });

  it('runs on a schedule and on demand, with the settings first, then build and prerender', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    const runs = workflow.jobs.deploy.steps.flatMap((step) => (step.run ? [step.run] : []));
    expect(runs.slice(0, 2)).toEqual([
      'cp deploy/config.js public/config.js',
      'npm ci && npm run build',
    ]);
  });

  it('is the file docs/deploying.md points to', () => {
    expect(read('docs/deploying.md')).toContain(`(../${WORKFLOW})`);
  });
});
