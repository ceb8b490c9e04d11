// Math Sprint's drawing pad (js/math-sprint.js): records the player's strokes with pointer events
// (mouse, touch, pen, with the coalesced points of a fast move) and draws them on the canvas, its
// pixels kept matching its CSS size so the ink stays sharp on high-density screens. Drawing never
// scrolls or zooms the page.

/** The pen on the pad, in CSS pixels. */
const PEN_WIDTH = 14;

/** The canvas and the strokes on it: each stroke a list of [x, y] points in CSS pixels. */
export class DrawingPad {
  /**
   * `mayDraw()` says whether a stroke may start now; `onStart`, `onMove` and `onEnd` are told
   * when one starts, grows and ends.
   */
  constructor(canvas, { mayDraw, onStart, onMove, onEnd }) {
    this.canvas = canvas;
    this.mayDraw = mayDraw;
    this.onStart = onStart;
    this.onMove = onMove;
    this.onEnd = onEnd;
    this.strokes = [];
    this.drawing = null;
  }

  start() {
    this.context = this.canvas.getContext('2d');
    this.resize();
    window.addEventListener('resize', () => this.resize());
    this.listen();
  }

  /** Keeps the canvas's pixels matching its CSS size (sharp on high-density screens). */
  resize() {
    const box = this.canvas.getBoundingClientRect();
    const ratio = window.devicePixelRatio || 1;
    this.canvas.width = Math.max(1, Math.round(box.width * ratio));
    this.canvas.height = Math.max(1, Math.round(box.height * ratio));
    this.context.setTransform(ratio, 0, 0, ratio, 0, 0);
    this.redraw();
  }

  listen() {
    const canvas = this.canvas;
    const point = (event) => {
      const box = canvas.getBoundingClientRect();
      return [Math.round((event.clientX - box.left) * 10) / 10, Math.round((event.clientY - box.top) * 10) / 10];
    };
    canvas.addEventListener('pointerdown', (event) => {
      if (!this.mayDraw() || (event.pointerType === 'mouse' && event.button !== 0)) return;
      event.preventDefault();
      canvas.setPointerCapture(event.pointerId);
      this.drawing = { id: event.pointerId, points: [point(event)] };
      this.strokes.push(this.drawing.points);
      this.redraw();
      this.onStart();
    });
    canvas.addEventListener('pointermove', (event) => {
      if (!this.drawing || event.pointerId !== this.drawing.id) return;
      event.preventDefault();
      const events = event.getCoalescedEvents ? event.getCoalescedEvents() : [event];
      for (const each of events.length ? events : [event]) this.drawing.points.push(point(each));
      this.redraw();
      this.onMove();
    });
    const end = (event) => {
      if (!this.drawing || event.pointerId !== this.drawing.id) return;
      this.drawing = null;
      this.onEnd();
    };
    canvas.addEventListener('pointerup', end);
    canvas.addEventListener('pointercancel', end);
    // Drawing must never scroll or zoom the page (CSS touch-action does the same where supported).
    canvas.addEventListener('touchmove', (event) => event.preventDefault(), { passive: false });
  }

  redraw() {
    const canvas = this.canvas;
    const ratio = window.devicePixelRatio || 1;
    const context = this.context;
    context.clearRect(0, 0, canvas.width / ratio, canvas.height / ratio);
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.lineWidth = PEN_WIDTH;
    context.strokeStyle = getComputedStyle(canvas).color;
    context.fillStyle = context.strokeStyle;
    for (const stroke of this.strokes) {
      if (stroke.length === 1) {
        context.beginPath();
        context.arc(stroke[0][0], stroke[0][1], PEN_WIDTH / 2, 0, Math.PI * 2);
        context.fill();
        continue;
      }
      context.beginPath();
      context.moveTo(stroke[0][0], stroke[0][1]);
      for (const [x, y] of stroke.slice(1)) context.lineTo(x, y);
      context.stroke();
    }
  }

  /** Wipes the pad: no strokes, none being drawn. */
  clear() {
    this.strokes = [];
    this.drawing = null;
    this.redraw();
  }

  /** The strokes as the API reads them, with the pad's size in CSS pixels. */
  strokesBody() {
    const box = this.canvas.getBoundingClientRect();
    return { strokes: this.strokes, width: Math.round(box.width), height: Math.round(box.height) };
  }
}
