// Renders the app icons from the mark (web/public/brand/*.svg) to the PNGs a web app manifest
// and a phone's home screen ask for. Run after changing the mark: node scripts/brand/render-icons.mjs
import sharp from 'sharp';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../../web/public/', import.meta.url));

const ICONS = [
  { from: 'brand/mark.svg', to: 'icons/icon-192.png', size: 192 },
  { from: 'brand/mark.svg', to: 'icons/icon-512.png', size: 512 },
  // Maskable: full bleed, the drop inside the safe zone, so a round launcher crops no ink.
  { from: 'brand/mark-maskable.svg', to: 'icons/icon-maskable-512.png', size: 512 },
];

for (const { from, to, size } of ICONS) {
  await sharp(`${web}${from}`, { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${web}${to}`);
  console.log(`${to} (${size}×${size})`);
}
