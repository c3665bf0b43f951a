import { useEffect, useRef } from 'react';
import { canvasSize, drawPreview, positionOf, type PreviewControls } from '../manual-preview';
import { pinchTo, type Point } from '../pinch';

interface Props {
  body: HTMLImageElement;
  tattoo: HTMLImageElement;
  controls: PreviewControls;
  onChange: (patch: Partial<PreviewControls>) => void;
  canvasRef: React.RefObject<HTMLCanvasElement | null>;
}

interface Pinch {
  from: [Point, Point];
  start: { size: number; rotation: number };
}

/**
 * The live canvas, re-rendered on every control change. One finger (or the mouse) drags the
 * tattoo where it goes; two fingers pinch it larger or smaller and turn it.
 */
export function PreviewCanvas({ body, tattoo, controls, onChange, canvasRef }: Props) {
  const size = canvasSize(body.naturalWidth, body.naturalHeight);
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<Pinch | null>(null);

  useEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return;
    drawPreview(ctx, body, tattoo, controls);
  }, [body, tattoo, controls, canvasRef, size.width, size.height]);

  const place = (point: { clientX: number; clientY: number }) => {
    const rect = canvasRef.current?.getBoundingClientRect();
    if (rect) onChange(positionOf(point, rect));
  };
  const two = (): [Point, Point] | null => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? [a, b] : null;
  };

  return (
    <canvas
      ref={canvasRef}
      width={size.width}
      height={size.height}
      aria-label="Body preview canvas"
      // The canvas takes the fingers: no page scroll or browser zoom while placing.
      style={{ maxWidth: '100%', cursor: 'move', touchAction: 'none' }}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture?.(e.pointerId);
        pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
        const fingers = two();
        if (fingers) {
          pinch.current = {
            from: fingers,
            start: { size: controls.size, rotation: controls.rotation },
          };
        } else place(e);
      }}
      onPointerMove={(e) => {
        if (!pointers.current.has(e.pointerId)) return;
        pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
        const fingers = two();
        if (fingers && pinch.current)
          onChange(pinchTo(pinch.current.start, pinch.current.from, fingers));
        else if (!fingers) place(e);
      }}
      onPointerUp={(e) => {
        pointers.current.delete(e.pointerId);
        if (pointers.current.size < 2) pinch.current = null;
      }}
      onPointerCancel={(e) => {
        pointers.current.delete(e.pointerId);
        pinch.current = null;
      }}
    />
  );
}
