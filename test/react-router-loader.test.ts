// The build step that lets react-router's unused components go (scripts/...-loader.cjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../scripts/react-router-unused-exports-loader.cjs') as (
  this: { resourcePath: string; emitWarning: (error: Error) => void },
  source: string,
) => string;

function run(source: string) {
  const warnings: string[] = [];
  const output = loader.call(
    { resourcePath: 'chunk.mjs', emitWarning: (error) => warnings.push(error.message) },
    source,
  );
  return { output, warnings };
}

describe('react-router-unused-exports-loader', () => {
  it('marks component definitions pure and leaves out their top-level display names', () => {
    const { output, warnings } = run(
      [
        'var Form = React10.forwardRef((props, ref) => null);',
        'Form.displayName = "Form";',
        'var Routes2 = React3.memo(DataRoutes);',
        'function useFetcher() {',
        '  FetcherForm2.displayName = "fetcher.Form";',
        '}',
      ].join('\n'),
    );
    expect(output).toContain('var Form = /*#__PURE__*/ React10.forwardRef(');
    expect(output).toContain('var Routes2 = /*#__PURE__*/ React3.memo(');
    expect(output).not.toContain('Form.displayName = "Form"');
    // Inside a function it is the function's own business.
    expect(output).toContain('FetcherForm2.displayName = "fetcher.Form"');
    expect(warnings).toEqual([]);
  });

  it('says so when the build has changed shape instead of keeping everything silently', () => {
    expect(run('const Form = forwardRef(() => null);').warnings).toEqual([
      expect.stringContaining('no component definitions found'),
    ]);
    expect(
      run("var Form = React.forwardRef(() => null);\nForm.displayName = 'Form';").warnings,
    ).toEqual([expect.stringContaining('a display name was left in')]);
  });
});
