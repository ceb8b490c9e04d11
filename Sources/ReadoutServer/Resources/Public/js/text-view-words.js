// The words of a text view (js/text-view.js), each linked to its box on the photo: pointing at
// or focusing a word highlights it and its box, and pointing at a box does the same the other
// way round. The text is one tab stop (roving focus): the arrow keys move between words, up and
// down to the nearest word of the line above or below, Home and End to the line's ends (with
// Ctrl, the text's), Escape clears the highlight.

/** The words shown, in reading order, and the one highlighted. */
export class WordLinks {
  constructor(output) {
    this.output = output;
    /** Each word's span in the text, its box on the photo (or null) and its line's index. */
    this.words = [];
    this.active = -1;
    this.textWired = false;
  }

  /** Forgets the words (a new recognition is about to be shown). */
  clear() {
    this.words = [];
    this.active = -1;
  }

  /** Listens on the boxes drawn in `svg`, and (once) on the text. */
  wire(svg) {
    const indexOf = (target) => {
      const element = target instanceof Element ? target.closest('[data-word]') : null;
      return element ? Number(element.dataset.word) : -1;
    };
    svg.addEventListener('pointerover', (event) => {
      const index = indexOf(event.target);
      if (index >= 0) this.highlight(index);
    });
    svg.addEventListener('pointerleave', () => this.restoreFocusHighlight());
    svg.addEventListener('click', (event) => {
      const index = indexOf(event.target);
      if (index >= 0) this.focusWord(index, true);
    });

    // The text keeps its element between renders: its listeners are added once.
    if (this.textWired) return;
    this.textWired = true;
    this.output.addEventListener('pointerover', (event) => {
      const index = indexOf(event.target);
      if (index >= 0) this.highlight(index);
    });
    this.output.addEventListener('pointerleave', () => this.restoreFocusHighlight());
    this.output.addEventListener('focusin', (event) => {
      const index = indexOf(event.target);
      if (index >= 0) this.highlight(index);
    });
    this.output.addEventListener('focusout', (event) => {
      if (!this.output.contains(event.relatedTarget)) this.highlight(-1);
    });
    this.output.addEventListener('click', (event) => {
      const index = indexOf(event.target);
      // A click that ends a text selection keeps the selection; a plain click moves the focus.
      if (index >= 0 && String(window.getSelection() ?? '') === '') this.focusWord(index, false);
    });
    this.output.addEventListener('keydown', (event) => this.onKey(event));
  }

  /** Marks word `index` (or none, for -1) in the text and on the photo. */
  highlight(index) {
    if (index === this.active) return;
    const previous = this.words[this.active];
    if (previous) {
      previous.span.classList.remove('is-active');
      previous.rect?.classList.remove('is-active');
    }
    this.active = index;
    const current = this.words[index];
    if (current) {
      current.span.classList.add('is-active');
      if (current.rect) {
        current.rect.classList.add('is-active');
        current.rect.parentNode.append(current.rect); // on top of its neighbours
      }
    }
  }

  restoreFocusHighlight() {
    const focused = document.activeElement;
    this.highlight(focused && this.output.contains(focused) ? Number(focused.dataset.word ?? -1) : -1);
  }

  /** Roving focus: one tab stop for the whole text, arrows between words. */
  focusWord(index, scroll) {
    const word = this.words[index];
    if (!word) return;
    for (const w of this.words) w.span.tabIndex = -1;
    word.span.tabIndex = 0;
    word.span.focus({ preventScroll: !scroll });
    if (scroll) word.span.scrollIntoView({ block: 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' });
    this.highlight(index);
  }

  onKey(event) {
    if (event.altKey || event.metaKey) return;
    const from = Number(event.target?.dataset?.word ?? -1);
    if (from < 0) return;
    const words = this.words;
    const line = words[from].line;
    let to = -1;
    switch (event.key) {
      case 'ArrowRight':
        to = Math.min(words.length - 1, from + 1);
        break;
      case 'ArrowLeft':
        to = Math.max(0, from - 1);
        break;
      case 'ArrowDown':
      case 'ArrowUp': {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const lines = [...new Set(words.map((w) => w.line))];
        const target = lines[lines.indexOf(line) + step];
        if (target === undefined) return;
        const x = centreX(words[from].span);
        let best = Infinity;
        words.forEach((w, i) => {
          if (w.line !== target) return;
          const distance = Math.abs(centreX(w.span) - x);
          if (distance < best) {
            best = distance;
            to = i;
          }
        });
        break;
      }
      case 'Home':
        to = event.ctrlKey ? 0 : words.findIndex((w) => w.line === line);
        break;
      case 'End':
        to = event.ctrlKey ? words.length - 1 : words.findLastIndex((w) => w.line === line);
        break;
      case 'Escape':
        this.highlight(-1);
        return;
      default:
        return;
    }
    if (to >= 0) {
      event.preventDefault();
      this.focusWord(to, true);
    }
  }
}

function centreX(element) {
  const rect = element.getBoundingClientRect();
  return rect.left + rect.width / 2;
}

function reducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
