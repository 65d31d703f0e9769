// The build step that lets react-router's unused components go (scripts/...-loader.cjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../scripts/react-router-unused-exports-loader.cjs') as (
  this: { resourcePath: string },
  source: string,
) => string;

const run = (source: string) => loader.call({ resourcePath: 'chunk.mjs' }, source);

describe('react-router-unused-exports-loader', () => {
  it('marks component definitions pure and leaves out their top-level display names', () => {
    const output = run(
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
  });

  it('fails the build when react-router has changed shape, instead of keeping everything', () => {
    expect(() => run('const Form = forwardRef(() => null);')).toThrow(
      /chunk\.mjs: no component definitions found/,
    );
    expect(() =>
      run("var Form = React.forwardRef(() => null);\nForm.displayName = 'Form';"),
    ).toThrow(/a display name was left in/);
  });
});
