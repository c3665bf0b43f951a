import { useEffect, useRef } from 'react';
import { canvasSize, drawPreview, positionOf, type PreviewControls } from '../manual-preview';

interface Props {
  body: HTMLImageElement;
  tattoo: HTMLImageElement;
  controls: PreviewControls;
  onPosition: (position: { x: number; y: number }) => void;
  canvasRef: React.RefObject<HTMLCanvasElement | null>;
}

/** The live canvas: re-rendered on every control change; a click or touch moves the tattoo. */
export function PreviewCanvas({ body, tattoo, controls, onPosition, canvasRef }: Props) {
  const size = canvasSize(body.naturalWidth, body.naturalHeight);
  const drawn = useRef(false);

  useEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return;
    drawPreview(ctx, body, tattoo, controls);
    drawn.current = true;
  }, [body, tattoo, controls, canvasRef, size.width, size.height]);

  const place = (point: { clientX: number; clientY: number }) => {
    const rect = canvasRef.current?.getBoundingClientRect();
    if (rect) onPosition(positionOf(point, rect));
  };

  return (
    <canvas
      ref={canvasRef}
      width={size.width}
      height={size.height}
      aria-label="Body preview canvas"
      style={{ maxWidth: '100%', cursor: 'crosshair', touchAction: 'none' }}
      onClick={(e) => place(e)}
      onTouchStart={(e) => {
        const touch = e.touches[0];
        if (touch) place(touch);
      }}
    />
  );
}
