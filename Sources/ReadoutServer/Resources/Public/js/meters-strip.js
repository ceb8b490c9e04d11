// The counter's strip on a meter's photos, in fractions of the photo `{x, y, width, height}`:
// read from the page's data-strip, drawn over a photo as a box, and marked by dragging a box
// (or moving it with the keyboard). Used by js/meters.js on the reference photo and on a shot.

/** Places the box over the photo at a strip in fractions `{x, y, width, height}`. */
export function placeBox(box, strip) {
  box.hidden = !strip;
  if (!strip) return;
  box.style.left = `${strip.x * 100}%`;
  box.style.top = `${strip.y * 100}%`;
  box.style.width = `${strip.width * 100}%`;
  box.style.height = `${strip.height * 100}%`;
}

/**
 * Lets the user draw the strip on a photo: drag a box with a finger or the mouse; or focus the
 * box and move it with the arrow keys (Shift + arrows resize). `done(strip)` gets the new strip.
 */
export function stripDrawing(frame, box, current, done) {
  let strip = current;
  let start = null;
  const clamp = (value) => Math.min(1, Math.max(0, value));
  const point = (event) => {
    const rect = frame.getBoundingClientRect();
    return { x: clamp((event.clientX - rect.left) / rect.width), y: clamp((event.clientY - rect.top) / rect.height) };
  };
  const round = (value) => Math.round(value * 10_000) / 10_000;
  const spanning = (a, b) => ({
    x: round(Math.min(a.x, b.x)), y: round(Math.min(a.y, b.y)),
    width: round(Math.abs(a.x - b.x)), height: round(Math.abs(a.y - b.y)),
  });
  frame.addEventListener('pointerdown', (event) => {
    if (event.button !== 0) return;
    event.preventDefault();
    frame.setPointerCapture(event.pointerId);
    start = point(event);
  });
  frame.addEventListener('pointermove', (event) => {
    if (start) placeBox(box, spanning(start, point(event)));
  });
  const finish = (event) => {
    if (!start) return;
    const drawn = spanning(start, point(event));
    start = null;
    if (drawn.width >= 0.02 && drawn.height >= 0.01) {
      strip = drawn;
      placeBox(box, strip);
      done(strip);
    } else {
      placeBox(box, strip);
    }
  };
  frame.addEventListener('pointerup', finish);
  frame.addEventListener('pointercancel', () => { start = null; placeBox(box, strip); });

  let pending = null;
  box.addEventListener('keydown', (event) => {
    const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[event.key];
    if (!steps || !strip) return;
    event.preventDefault();
    const [dx, dy] = steps.map((step) => step * 0.005);
    strip = event.shiftKey
      ? { ...strip, width: round(Math.max(0.02, strip.width + dx)), height: round(Math.max(0.01, strip.height + dy)) }
      : { ...strip, x: round(clamp(strip.x + dx)), y: round(clamp(strip.y + dy)) };
    strip.width = Math.min(strip.width, round(1 - strip.x));
    strip.height = Math.min(strip.height, round(1 - strip.y));
    placeBox(box, strip);
    clearTimeout(pending);
    pending = setTimeout(() => done(strip), 500);
  });
  return { set(next) { strip = next; placeBox(box, strip); } };
}

export function parseStrip(text) {
  if (!text) return null;
  const [x, y, width, height] = text.split(',').map(Number);
  return { x, y, width, height };
}
