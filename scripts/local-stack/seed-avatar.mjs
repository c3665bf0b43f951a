// The demo pro artist's avatar (/book/pro and the client pages): a monogram drawn here and
// uploaded through the running API, so its renditions are made by the same code as in the app.
// Skipped when the artist already has one (a re-seed keeps what you did in the app).
import sharp from 'sharp';
import { call, signIn } from './seed-portfolio.mjs';

function monogram(initials, colour) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
    <rect width="100%" height="100%" fill="${colour}"/>
    <circle cx="256" cy="256" r="200" fill="none" stroke="#ffffff" stroke-width="10"/>
    <text x="256" y="300" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="150" font-weight="bold" fill="#ffffff">${initials}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function seedAvatar({ db, uid, account, authHost, apiOrigin }) {
  if ((await db.collection('users').doc(uid).get()).get('publicAvatar')) return false;
  const initials = account.displayName
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);
  const form = new FormData();
  const image = await monogram(initials, account.publicProfile.accentColor ?? '#1c1917');
  form.set('image', new Blob([image], { type: 'image/png' }), 'avatar.png');
  await call(
    apiOrigin,
    await signIn(authHost, account),
    'PUT',
    '/profile/public-page/avatar',
    form,
  );
  return true;
}
