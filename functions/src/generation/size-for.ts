import { PHOTO_OUTPUT_SIZES, type PhotoOutputSize } from '@inkforge/domain';

/** The output size whose shape is closest to the requested width and height. */
export function sizeFor(width?: number, height?: number): PhotoOutputSize {
  if (!width || !height) return '1024x1024';
  const wanted = Math.log(width / height);
  const distance = (size: PhotoOutputSize) => {
    const [w = 1, h = 1] = size.split('x').map(Number);
    return Math.abs(Math.log(w / h) - wanted);
  };
  return [...PHOTO_OUTPUT_SIZES].sort((a, b) => distance(a) - distance(b))[0] ?? '1024x1024';
}
