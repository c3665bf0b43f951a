/** Manual preview controls. */
export const BLEND_MODES = [
  'multiply',
  'overlay',
  'soft-light',
  'hard-light',
  'color-burn',
  'normal',
] as const;
export type BlendMode = (typeof BLEND_MODES)[number];

export interface PreviewControls {
  /** 0–100 percent. */
  opacity: number;
  /** 0.01–3, relative to a tattoo a third as wide as the photo. */
  size: number;
  /** Degrees, 0–360. */
  rotation: number;
  /** Centre of the tattoo, percent of the photo (0–100). */
  x: number;
  y: number;
  blend: BlendMode;
}

export const DEFAULT_CONTROLS: PreviewControls = {
  opacity: 80,
  size: 1,
  rotation: 0,
  x: 50,
  y: 50,
  blend: 'multiply',
};

/** The canvas is scaled to fit 400 px. */
const CANVAS_FIT = 400;

/** Whole percents, like the position sliders' step. */
const clampPercent = (value: number) => Math.round(Math.min(100, Math.max(0, value)));

/** Where a click or touch at client coordinates lands on the canvas, in clamped percent. */
export function positionOf(
  point: { clientX: number; clientY: number },
  rect: { left: number; top: number; width: number; height: number },
): { x: number; y: number } {
  return {
    x: clampPercent(((point.clientX - rect.left) / rect.width) * 100),
    y: clampPercent(((point.clientY - rect.top) / rect.height) * 100),
  };
}

/** Canvas size for a photo: its own pixels, scaled down so the long side fits. */
export function canvasSize(width: number, height: number, fit = CANVAS_FIT) {
  const scale = Math.min(1, fit / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** The canvas operation for a spec blend mode ('normal' is plain drawing). */
export const compositeOf = (blend: BlendMode): GlobalCompositeOperation =>
  blend === 'normal' ? 'source-over' : blend;

/** Draws the body photo, then the tattoo with the controls applied. */
export function drawPreview(
  ctx: CanvasRenderingContext2D,
  body: CanvasImageSource & { width: number; height: number },
  tattoo: CanvasImageSource & { width: number; height: number },
  controls: PreviewControls,
): void {
  const { width, height } = ctx.canvas;
  ctx.globalCompositeOperation = 'source-over';
  ctx.globalAlpha = 1;
  ctx.clearRect(0, 0, width, height);
  ctx.drawImage(body, 0, 0, width, height);
  const w = (width / 3) * controls.size;
  const h = w * (tattoo.height / tattoo.width);
  ctx.save();
  ctx.translate((controls.x / 100) * width, (controls.y / 100) * height);
  ctx.rotate((controls.rotation * Math.PI) / 180);
  ctx.globalAlpha = controls.opacity / 100;
  ctx.globalCompositeOperation = compositeOf(controls.blend);
  ctx.drawImage(tattoo, -w / 2, -h / 2, w, h);
  ctx.restore();
}
