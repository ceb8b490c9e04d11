// A meter's live camera (<div data-camera>, a full-screen dialog on the meter's page): the back
// camera's stream in a <video>, the counter's strip drawn where the first reference photo has it
// (so the user aims the counter into it, and the reading finds it where it was marked), a zoom
// slider where the camera can zoom, Snap (the frame as a JPEG File, handed to the same reading
// flow as the file inputs) and Cancel. Where there is no camera API (plain HTTP from a phone is
// not a secure context) the button stays hidden; a refused permission or a missing camera is said
// in the view, and the file inputs below still work. The stream stops on close, Escape, pagehide
// and when the page is hidden, so the camera light never stays on behind the user's back.

import { t } from './i18n.js';

const JPEG_QUALITY = 0.92;

/** What a getUserMedia failure means to the user, in their language. */
function failureMessage(error) {
  if (error?.name === 'NotAllowedError' || error?.name === 'SecurityError') return t('meters.camera.refused');
  if (error?.name === 'NotFoundError' || error?.name === 'OverconstrainedError') return t('meters.camera.none');
  return t('meters.camera.failed', { message: error?.message ?? '' });
}

/**
 * Where a region given in fractions of the video frame appears on the <video> element, in pixels
 * of the element: object-fit `contain` letterboxes the frame, `cover` crops it, `fill` stretches.
 */
export function displayedRegion(video, region) {
  const width = video.clientWidth;
  const height = video.clientHeight;
  const frameWidth = video.videoWidth || width;
  const frameHeight = video.videoHeight || height;
  const fit = getComputedStyle(video).objectFit;
  let scaleX = width / frameWidth;
  let scaleY = height / frameHeight;
  if (fit === 'contain' || fit === 'cover') {
    scaleX = scaleY = (fit === 'contain' ? Math.min : Math.max)(scaleX, scaleY);
  }
  const left = (width - frameWidth * scaleX) / 2;
  const top = (height - frameHeight * scaleY) / 2;
  return {
    left: video.offsetLeft + left + region.x * frameWidth * scaleX,
    top: video.offsetTop + top + region.y * frameHeight * scaleY,
    width: region.width * frameWidth * scaleX,
    height: region.height * frameHeight * scaleY,
  };
}

export class MeterCamera {
  /**
   * @param root the dialog (data-camera); its open button is [data-camera-open] on the page.
   * @param strip a function answering the marked strip (fractions of the reference photo) or null.
   * @param snapped called with the snapped photo as a File.
   */
  constructor(root, { strip, snapped }) {
    this.root = root;
    this.strip = strip;
    this.snapped = snapped;
    this.stream = null;
    if (!root) return;
    const find = (selector) => root.querySelector(selector);
    this.openButton = document.querySelector('[data-camera-open]');
    this.video = find('[data-camera-video]');
    this.stripBox = find('[data-camera-strip]');
    this.message = find('[data-camera-message]');
    this.zoom = find('[data-camera-zoom]');
    this.zoomInput = find('[data-camera-zoom-input]');
    this.snapButton = find('[data-camera-snap]');
    this.cancelButton = find('[data-camera-cancel]');
  }

  /** Shows the button where the browser can open a camera at all, and wires the view. */
  offer() {
    if (!this.root || !navigator.mediaDevices?.getUserMedia) return;
    this.openButton.hidden = false;
    this.openButton.addEventListener('click', () => this.open());
    this.cancelButton.addEventListener('click', () => this.close());
    this.snapButton.addEventListener('click', () => this.snap());
    this.zoomInput.addEventListener('input', () => this.applyZoom(Number(this.zoomInput.value)));
    this.root.addEventListener('keydown', (event) => this.onKey(event));
    this.video.addEventListener('loadedmetadata', () => this.placeStrip());
    this.video.addEventListener('resize', () => this.placeStrip());
    new ResizeObserver(() => this.placeStrip()).observe(this.video);
    window.addEventListener('pagehide', () => this.close({ restoreFocus: false }));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') this.close({ restoreFocus: false });
    });
  }

  async open() {
    this.root.hidden = false;
    this.root.classList.remove('is-failed');
    document.body.classList.add('has-camera');
    this.snapButton.disabled = true;
    this.snapButton.hidden = false;
    this.zoom.hidden = true;
    this.stripBox.hidden = true;
    this.message.textContent = t('meters.camera.starting');
    this.cancelButton.focus();
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      if (this.root.hidden) {  // cancelled while the browser asked for permission
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      this.stream = stream;
      this.video.srcObject = stream;
      await this.video.play();
      this.offerZoom(stream.getVideoTracks()[0]);
      this.message.textContent = this.strip() ? t('meters.camera.aim') : t('meters.camera.aimNoStrip');
      this.snapButton.disabled = false;
      this.snapButton.focus();
      this.placeStrip();
    } catch (error) {
      this.stopStream();
      // No picture to aim at or snap: the message and Cancel take the screen.
      this.root.classList.add('is-failed');
      this.snapButton.hidden = true;
      this.message.textContent = failureMessage(error);
      this.cancelButton.focus();
    }
  }

  /** A slider for the camera's own zoom, where the track has one (phones' back cameras). */
  offerZoom(track) {
    const zoom = track?.getCapabilities?.().zoom;
    if (!zoom || !(zoom.max > zoom.min)) return;
    Object.assign(this.zoomInput, { min: zoom.min, max: zoom.max, step: zoom.step || 0.1 });
    this.zoomInput.value = track.getSettings().zoom ?? zoom.min;
    this.zoom.hidden = false;
  }

  applyZoom(zoom) {
    const track = this.stream?.getVideoTracks()[0];
    track?.applyConstraints({ advanced: [{ zoom }] }).catch(() => {});
  }

  /** Draws the marked strip over the stream where it falls on the displayed frame. */
  placeStrip() {
    const strip = this.strip();
    if (!this.stream || !strip || !this.video.videoWidth) {
      this.stripBox.hidden = true;
      return;
    }
    const region = displayedRegion(this.video, strip);
    Object.assign(this.stripBox.style, {
      left: `${region.left}px`, top: `${region.top}px`, width: `${region.width}px`, height: `${region.height}px`,
    });
    this.stripBox.hidden = false;
  }

  /** The current frame, whole (not only what the screen shows), as a JPEG File. */
  async snap() {
    const { videoWidth: width, videoHeight: height } = this.video;
    if (!this.stream || !width) return;
    const canvas = document.createElement('canvas');
    Object.assign(canvas, { width, height });
    canvas.getContext('2d').drawImage(this.video, 0, 0, width, height);
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    this.close();
    if (!blob) return;
    const now = Date.now();
    this.snapped(new File([blob], `meter-${now}.jpg`, { type: 'image/jpeg', lastModified: now }));
  }

  stopStream() {
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    this.stream = null;
    this.video.srcObject = null;
  }

  close({ restoreFocus = true } = {}) {
    if (!this.root || this.root.hidden) return;
    this.stopStream();
    this.root.hidden = true;
    document.body.classList.remove('has-camera');
    if (restoreFocus) this.openButton.focus();
  }

  /** Escape closes; Tab stays within the view while it is open (a modal dialog). */
  onKey(event) {
    if (event.key === 'Escape') {
      event.preventDefault();
      this.close();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...this.root.querySelectorAll('button, input')].filter((element) => !element.disabled && !element.closest('[hidden]'));
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }
}
