// Preloaded (NODE_OPTIONS=--require) into the mock API and the prerender by the pixel comparison
// (e2e/support/visual.mjs): their clock starts at E2E_FIXED_NOW and runs on from there, so the
// console's traffic chart (its 90 days end "today"), relative dates and the footer's year are
// the same whatever day the baseline is recorded or compared. Without the variable it does nothing.
'use strict';

const fixed = Number(process.env.E2E_FIXED_NOW);
if (process.env.E2E_FIXED_NOW && Number.isFinite(fixed)) {
  const RealDate = Date;
  // Shifted, not frozen: timers and anything that measures elapsed time keep working.
  const offset = fixed - RealDate.now();
  const now = () => RealDate.now() + offset;
  function FixedDate(...args) {
    if (!new.target) return new RealDate(now()).toString();
    return args.length === 0 ? new RealDate(now()) : new RealDate(...args);
  }
  FixedDate.prototype = RealDate.prototype;
  FixedDate.now = now;
  FixedDate.parse = RealDate.parse;
  FixedDate.UTC = RealDate.UTC;
  globalThis.Date = FixedDate;
}
