import { Image } from '@mantine/core';

/** A light checkerboard, so the transparent areas of a background-removed image are visible. */
const CHECKERBOARD =
  'repeating-conic-gradient(var(--if-checker) 0% 25%, var(--if-design-paper) 0% 50%) 50% / 20px 20px';

interface Props {
  src: string;
  alt: string;
  mah?: number;
}

/** A processed image shown whole on a checkerboard (tool results can be transparent). */
export function ResultImage({ src, alt, mah = 400 }: Props) {
  return (
    <Image
      src={src}
      alt={alt}
      fit="contain"
      mah={mah}
      radius="sm"
      style={{ background: CHECKERBOARD }}
    />
  );
}
