/**
 * The rules jsdom answers "no" for early (test/jsdom-style-rules.ts) style what they styled
 * before: the classes asked are those of the element styled, and only those.
 */
import { subjectClasses } from './jsdom-style-rules';

const STYLES = `
  .box:has(> .inner) { display: none; }
  .box.wide:has(> .inner ~ .after) { pointer-events: none; }
  .box:has(> .inner) .deep { visibility: hidden; }
  :root:has(.flag) .page { display: none; }
  .list > .item:not(.kept) { display: none; }
  .tip[data-side=".left"]::before, .tip.shown { pointer-events: none; }
  @keyframes spin { to { transform: rotate(1turn); } }
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

describe('the classes a rule asks of the element it styles', () => {
  it('are those of its last compound, outside brackets, quotes and parentheses', () => {
    expect(subjectClasses('.css-1x2y3z')).toEqual(['css-1x2y3z']);
    expect(subjectClasses('.a.b:hover::before')).toEqual(['a', 'b']);
    expect(subjectClasses('label[data-shrink=false]+.form .css-q::placeholder')).toEqual(['css-q']);
    expect(subjectClasses('.root:has(> .input ~ .adornment)')).toEqual(['root']);
    expect(subjectClasses('*:where([data-mode="dark"]) .css-q')).toEqual(['css-q']);
    expect(subjectClasses('.item:not(.kept)')).toEqual(['item']);
    expect(subjectClasses('[title="a .b"]')).toEqual([]);
    expect(subjectClasses('.a > p')).toEqual([]);
  });

  it('are not guessed for a selector list or an escape', () => {
    expect(subjectClasses('.a, .b')).toBeNull();
    expect(subjectClasses('.md\\:wide')).toBeNull();
  });
});

describe('styles, with those classes asked first', () => {
  it('apply a `.class:has(…)` rule to an element with the class and what it asks for inside', () => {
    const style = draw(`
      <div id="match" class="box"><span class="inner"></span></div>
      <div id="empty" class="box"><span></span></div>
      <div id="other" class="crate"><span class="inner"></span></div>
    `);
    expect(style('match').display).toBe('none');
    expect(style('empty').display).toBe('block');
    expect(style('other').display).toBe('block');
  });

  it('style an element only when it has every class of the rule', () => {
    const style = draw(`
      <div id="both" class="box wide"><i class="inner"></i><i class="after"></i></div>
      <div id="one" class="box"><i class="inner"></i><i class="after"></i></div>
    `);
    expect(style('both').pointerEvents).toBe('none');
    expect(style('one').pointerEvents).not.toBe('none');
  });

  it('reach the element a rule styles through combinators, negations and lists', () => {
    const style = draw(`
      <div class="box"><span class="inner"></span><p id="deep" class="deep"></p></div>
      <main id="page" class="page"><b class="flag"></b></main>
      <ul class="list"><li id="gone" class="item"></li><li id="kept" class="item kept"></li></ul>
      <span id="shown" class="tip shown"></span>
    `);
    expect(style('deep').visibility).toBe('hidden');
    expect(style('page').display).toBe('none');
    expect(style('gone').display).toBe('none');
    expect(style('kept').display).not.toBe('none');
    expect(style('shown').pointerEvents).toBe('none');
  });
});
