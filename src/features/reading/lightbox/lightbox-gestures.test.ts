import {
  LIGHTBOX_DOUBLE_TAP_SCALE,
  LIGHTBOX_MAX_SCALE,
  LIGHTBOX_SWIPE_MIN_PX,
} from '@/config/constants';
import {
  FITTED,
  clampView,
  doubleTapView,
  keyAction,
  pinchView,
  stepIndex,
  swipeAction,
  zoomAbout,
} from './lightbox-gestures';

const stage = { width: 400, height: 800 };
const image = { width: 400, height: 300 };

describe('zoomAbout', () => {
  it('keeps the focused point where it was on the screen', () => {
    const focus = { x: 100, y: -50 };
    const view = zoomAbout(FITTED, 2, focus);
    expect(view.scale).toBe(2);
    // The image point under the focus before: (focus - pan) / scale, the same after.
    expect((focus.x - view.x) / view.scale).toBeCloseTo(focus.x);
    expect((focus.y - view.y) / view.scale).toBeCloseTo(focus.y);
  });

  it('never zooms past the limits', () => {
    expect(zoomAbout(FITTED, 100, { x: 0, y: 0 }).scale).toBe(LIGHTBOX_MAX_SCALE);
    expect(zoomAbout({ scale: 2, x: 30, y: 0 }, 0.1, { x: 0, y: 0 })).toEqual({
      scale: 1,
      x: 15,
      y: 0,
    });
  });
});

describe('pinchView', () => {
  it('scales by the spread and pans by the midpoint', () => {
    const view = pinchView(
      FITTED,
      [
        { x: -50, y: 0 },
        { x: 50, y: 0 },
      ],
      [
        { x: -90, y: 20 },
        { x: 110, y: 20 },
      ],
    );
    expect(view).toEqual({ scale: 2, x: 10, y: 20 });
  });

  it('keeps the view when the fingers start at one point', () => {
    const at = { x: 5, y: 5 };
    expect(pinchView(FITTED, [at, at], [at, at])).toEqual(FITTED);
  });
});

describe('clampView', () => {
  it('lets a zoomed image pan only as far as it overflows', () => {
    const view = clampView({ scale: 2, x: 999, y: -999 }, image, stage);
    expect(view).toEqual({ scale: 2, x: 200, y: 0 });
  });

  it('centres a fitted image', () => {
    expect(clampView({ scale: 0.5, x: -40, y: 40 }, image, stage)).toEqual(FITTED);
  });
});

describe('doubleTapView', () => {
  it('zooms a fitted image about the tap and fits a zoomed one', () => {
    const zoomed = doubleTapView(FITTED, { x: 40, y: 0 });
    expect(zoomed.scale).toBe(LIGHTBOX_DOUBLE_TAP_SCALE);
    expect(zoomed.x).toBeCloseTo(40 - 40 * LIGHTBOX_DOUBLE_TAP_SCALE);
    expect(doubleTapView(zoomed, { x: 0, y: 0 })).toEqual(FITTED);
  });
});

describe('swipeAction', () => {
  const from = { x: 200, y: 300 };
  const by = (dx: number, dy = 0) => ({ x: from.x + dx, y: from.y + dy });

  it('turns to the next image right to left and the previous left to right', () => {
    expect(swipeAction(FITTED, from, by(-LIGHTBOX_SWIPE_MIN_PX))).toBe('next');
    expect(swipeAction(FITTED, from, by(LIGHTBOX_SWIPE_MIN_PX))).toBe('previous');
  });

  it('ignores short, mostly vertical and zoomed strokes', () => {
    expect(swipeAction(FITTED, from, by(-(LIGHTBOX_SWIPE_MIN_PX - 1)))).toBeNull();
    expect(swipeAction(FITTED, from, by(-80, 90))).toBeNull();
    expect(swipeAction({ scale: 2, x: 0, y: 0 }, from, by(-200))).toBeNull();
  });
});

describe('keys and steps', () => {
  it('maps the arrows and Escape, and nothing else', () => {
    expect(keyAction('ArrowRight')).toBe('next');
    expect(keyAction('ArrowLeft')).toBe('previous');
    expect(keyAction('Escape')).toBe('close');
    expect(keyAction('Enter')).toBeNull();
  });

  it('steps within the article without wrapping', () => {
    expect(stepIndex(0, 'next', 3)).toBe(1);
    expect(stepIndex(2, 'next', 3)).toBeNull();
    expect(stepIndex(0, 'previous', 3)).toBeNull();
    expect(stepIndex(1, 'close', 3)).toBeNull();
  });
});
