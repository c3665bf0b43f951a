import { Button, Stack } from '@mantine/core';
import { encodeQR } from '@paulmillr/qr';
import { IconDownload } from '@tabler/icons-react';
import { MATERIAL } from '@/app/theme/tokens';
import { saveBlobAs } from '@/lib/save-file';

/** Light modules around the code: the quiet zone scanners need (four by the standard). */
const QUIET = 4;

/**
 * One SVG path of the dark modules, a unit square each. Medium error correction survives a
 * smudged print; the drawing scales without blur to any print size.
 */
function qrSvg(url: string): string {
  const modules = encodeQR(url, 'raw', { ecc: 'medium', border: 0 });
  const size = modules.length + QUIET * 2;
  const squares = modules
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x + QUIET} ${y + QUIET}h1v1h-1z` : '')))
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">`,
    `<title>QR code for ${url.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'))}</title>`,
    `<rect width="${size}" height="${size}" fill="${MATERIAL.qrPaper}"/>`,
    `<path fill="${MATERIAL.qrInk}" d="${squares}"/>`,
    '</svg>',
  ].join('');
}

/** The page's address as a QR code to print on a card or a studio window, and to download. */
export default function PageQrCode({ url }: { url: string }) {
  const svg = qrSvg(url);
  return (
    <Stack gap={4} align="flex-start">
      <div
        role="img"
        aria-label={`QR code for ${url}`}
        style={{ width: 160, height: 160, lineHeight: 0 }}
        // Our own drawing of the address: the title is escaped and the path only numbers.
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <Button
        size="xs"
        variant="default"
        leftSection={<IconDownload size={14} />}
        onClick={() =>
          saveBlobAs(new Blob([svg], { type: 'image/svg+xml' }), 'booking-page-qr-code.svg')
        }
      >
        Download QR code
      </Button>
    </Stack>
  );
}
