/** The `:has()` rules checked class first (test/jsdom-has-rules.ts) style what they styled before. */
const STYLES = `
  .box:has(> .inner) { display: none; }
  .box.wide:has(> .inner ~ .after) { pointer-events: none; }
  .box:has(> .inner) .deep { visibility: hidden; }
  :root:has(.flag) .page { display: none; }
`;

function draw(markup: string) {
  document.head.innerHTML = `<style>${STYLES}</style>`;
  document.body.innerHTML = markup;
  return (id: string) => getComputedStyle(document.getElementById(id)!);
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

it('applies a `.class:has(…)` rule to an element with the class and what it asks for inside', () => {
  const style = draw(`
    <div id="match" class="box"><span class="inner"></span></div>
    <div id="empty" class="box"><span></span></div>
    <div id="other" class="crate"><span class="inner"></span></div>
  `);
  expect(style('match').display).toBe('none');
  expect(style('empty').display).toBe('block');
  expect(style('other').display).toBe('block');
});

it('styles an element only when it has every class of the rule', () => {
  const style = draw(`
    <div id="both" class="box wide"><i class="inner"></i><i class="after"></i></div>
    <div id="one" class="box"><i class="inner"></i><i class="after"></i></div>
  `);
  expect(style('both').pointerEvents).toBe('none');
  expect(style('one').pointerEvents).not.toBe('none');
});

it('leaves alone a rule whose `:has()` is not on the element styled', () => {
  const style = draw(`
    <div class="box"><span class="inner"></span><p id="deep" class="deep"></p></div>
    <main id="page" class="page"><b class="flag"></b></main>
  `);
  expect(style('deep').visibility).toBe('hidden');
  expect(style('page').display).toBe('none');
});
