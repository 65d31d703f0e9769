import {
  LIGHTBOX_DOUBLE_TAP_SCALE,
  LIGHTBOX_MAX_SCALE,
  LIGHTBOX_SWIPE_MIN_PX,
  LIGHTBOX_ZOOM_STEP,
} from '@/config/constants';
import {
  FITTED,
  clampView,
  doubleTapView,
  fittedSize,
  isDrawing,
  keyAction,
  pinchView,
  stepIndex,
  swipeAction,
  wheelFactor,
  zoomAbout,
  zoomView,
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

describe('fittedSize', () => {
  const room = { width: 1136, height: 788 };

  it('opens a drawing as large as the room allows, its ratio kept', () => {
    expect(fittedSize({ width: 800, height: 500 }, room, true)).toEqual({
      width: 1136,
      height: 710,
    });
    expect(fittedSize({ width: 500, height: 1000 }, room, true)).toEqual({
      width: 394,
      height: 788,
    });
  });

  it('shrinks a large photograph to fit, and never enlarges a small one', () => {
    expect(fittedSize({ width: 4000, height: 2000 }, room, false)).toEqual({
      width: 1136,
      height: 568,
    });
    expect(fittedSize({ width: 800, height: 500 }, room, false)).toEqual({
      width: 800,
      height: 500,
    });
  });

  it('tells a drawing by its file', () => {
    expect(isDrawing('https://blog.example/demo/photo-1.svg')).toBe(true);
    expect(isDrawing('/a.SVG?v=2')).toBe(true);
    expect(isDrawing('data:image/svg+xml,%3Csvg%3E')).toBe(true);
    expect(isDrawing('/photo.jpg')).toBe(false);
    expect(isDrawing('/svg/photo.png')).toBe(false);
  });
});

describe('zoomView and wheelFactor', () => {
  it('steps in and out about the centre, and fits', () => {
    const zoomed = zoomView({ scale: 2, x: 40, y: -20 }, 'zoom-in');
    expect(zoomed).toEqual({ scale: 2 * LIGHTBOX_ZOOM_STEP, x: 40 * LIGHTBOX_ZOOM_STEP, y: -30 });
    expect(zoomView(zoomView(FITTED, 'zoom-in'), 'zoom-out')).toEqual(FITTED);
    expect(zoomView(zoomed, 'fit')).toEqual(FITTED);
  });

  it('zooms in on the wheel turned up and out turned down; Ctrl+wheel follows a pinch', () => {
    const notch = (deltaY: number, ctrlKey = false, deltaMode = 0) =>
      wheelFactor({ deltaY, deltaMode, ctrlKey });
    expect(notch(-100)).toBeGreaterThan(1.1);
    expect(notch(-100) * notch(100)).toBeCloseTo(1);
    // A trackpad's pinch of 10 % arrives as about −100·ln(1.1) px with Ctrl.
    expect(notch(-100 * Math.log(1.1), true)).toBeCloseTo(1.1);
    // Three lines of Firefox's are about a mouse's notch.
    expect(notch(-3, false, 1)).toBeCloseTo(notch(-120));
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
  it('maps the arrows, Escape and the zoom keys, and nothing else', () => {
    expect(keyAction('ArrowRight')).toBe('next');
    expect(keyAction('ArrowLeft')).toBe('previous');
    expect(keyAction('Escape')).toBe('close');
    expect(['+', '=', '-', '0'].map(keyAction)).toEqual(['zoom-in', 'zoom-in', 'zoom-out', 'fit']);
    expect(keyAction('Enter')).toBeNull();
    expect(keyAction('toString')).toBeNull();
  });

  it('steps within the article without wrapping', () => {
    expect(stepIndex(0, 'next', 3)).toBe(1);
    expect(stepIndex(2, 'next', 3)).toBeNull();
    expect(stepIndex(0, 'previous', 3)).toBeNull();
    expect(stepIndex(1, 'close', 3)).toBeNull();
  });
});
