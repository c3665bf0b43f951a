// The demo pro artist's public portfolio (/book/pro): eight line-art pieces drawn here, uploaded
// and published through the running API, so their public renditions are made by the same code as
// in the app. One is a "phone photo" whose EXIF carries a GPS position: its renditions must not.
// Skipped when the artist already has public work (a re-seed keeps what you did in the app).
import sharp from 'sharp';

const W = 1200;
const H = 1500;
const INK = 'stroke="#1c1917" fill="none" stroke-linecap="round" stroke-linejoin="round"';

const petals = (n, r, cx, cy) =>
  Array.from({ length: n }, (_, i) => {
    const a = (i * 2 * Math.PI) / n;
    const x = cx + r * Math.cos(a);
    const y = cy + r * Math.sin(a);
    return `<ellipse cx="${x}" cy="${y}" rx="${r * 0.55}" ry="${r * 0.22}" transform="rotate(${(a * 180) / Math.PI} ${x} ${y})"/>`;
  }).join('');

/** Eight designs, each a caption and the SVG body drawn on a 1200×1500 page. */
const PIECES = [
  [
    'Fine-line mandala, forearm',
    `<g ${INK} stroke-width="6">${petals(12, 220, 600, 700)}${petals(8, 120, 600, 700)}<circle cx="600" cy="700" r="60"/><circle cx="600" cy="700" r="360"/></g>`,
  ],
  [
    'Crescent moon and stars, healed',
    `<g ${INK} stroke-width="8"><path d="M720 380 A 330 330 0 1 0 720 1020 A 260 260 0 1 1 720 380 Z"/><path d="M860 520 l20 50 l50 20 l-50 20 l-20 50 l-20 -50 l-50 -20 l50 -20 Z"/><path d="M900 880 l12 30 l30 12 l-30 12 l-12 30 l-12 -30 l-30 -12 l30 -12 Z"/></g>`,
  ],
  [
    'Blackwork mountains, calf',
    `<g ${INK} stroke-width="10"><path d="M150 1050 L420 620 L560 820 L760 480 L1050 1050 Z"/><path d="M700 570 L760 480 L820 570 L790 550 L760 590 L730 550 Z" fill="#1c1917"/><circle cx="900" cy="420" r="70"/><line x1="150" y1="1120" x2="1050" y2="1120"/></g>`,
  ],
  [
    'Botanical fern, ribs',
    `<g ${INK} stroke-width="6"><path d="M600 1300 C 560 1000 640 700 600 250"/>${Array.from(
      { length: 12 },
      (_, i) => {
        const y = 1200 - i * 80;
        const s = 230 - i * 14;
        return `<path d="M602 ${y} q ${s} -40 ${s} -110"/><path d="M598 ${y} q -${s} -40 -${s} -110"/>`;
      },
    ).join('')}</g>`,
  ],
  [
    'Geometric wave',
    `<g ${INK} stroke-width="7">${Array.from({ length: 6 }, (_, i) => `<path d="M180 ${560 + i * 70} q 140 -160 280 0 t 280 0 t 280 0"/>`).join('')}<rect x="150" y="400" width="900" height="700"/></g>`,
  ],
  [
    'Dagger and rose, ornamental',
    `<g ${INK} stroke-width="7"><path d="M600 250 L640 900 L600 980 L560 900 Z"/><path d="M470 900 L730 900"/><path d="M600 980 L600 1180"/><circle cx="600" cy="1210" r="30"/>${petals(6, 90, 600, 640)}<circle cx="600" cy="640" r="40"/></g>`,
  ],
  [
    'Snake, single needle',
    `<g ${INK} stroke-width="9"><path d="M300 1200 C 900 1100 300 850 800 760 C 1100 700 500 500 760 380 C 860 330 900 300 880 260"/><circle cx="880" cy="250" r="28"/><path d="M900 230 l40 -20 M905 240 l45 -5"/></g>`,
  ],
  [
    'Sacred triangle, sternum',
    `<g ${INK} stroke-width="7"><path d="M600 300 L1000 1100 L200 1100 Z"/><path d="M600 1100 L400 700 L800 700 Z"/><circle cx="600" cy="830" r="110"/><circle cx="600" cy="830" r="30" fill="#1c1917"/></g>`,
  ],
];

/** The second piece comes "as taken on a phone": EXIF with the camera and a GPS position. */
const GPS_PIECE = 1;

async function drawn([, body], index) {
  const skin = ['#f3e3d3', '#e8cdb5', '#d9b59a', '#f6ece2'][index % 4];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="${skin}"/>${body}</svg>`;
  const image = sharp(Buffer.from(svg)).jpeg({ quality: 85 });
  if (index !== GPS_PIECE) return image.toBuffer();
  return image
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Demo 12', Software: 'Camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 3456/100',
      },
    })
    .toBuffer();
}

export async function signIn(authHost, { email, password }) {
  const url = `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`sign-in of ${email}: ${JSON.stringify(json)}`);
  return json.idToken;
}

export async function call(apiOrigin, idToken, method, path, body) {
  const res = await fetch(`${apiOrigin}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${idToken}`,
      ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Uploads and publishes the pieces as the artist would; returns how many were published. */
export async function seedPortfolio({ db, uid, account, authHost, apiOrigin }) {
  const existing = await db
    .collection(`users/${uid}/gallery`)
    .where('public', '==', true)
    .limit(1)
    .get();
  if (!existing.empty) return 0;
  const idToken = await signIn(authHost, account);
  for (const [index, piece] of PIECES.entries()) {
    const form = new FormData();
    form.set('type', 'tattoo');
    form.set('title', piece[0]);
    form.set(
      'image',
      new Blob([await drawn(piece, index)], { type: 'image/jpeg' }),
      `piece-${index + 1}.jpg`,
    );
    const { id } = await call(apiOrigin, idToken, 'POST', '/upload-image', form);
    await call(apiOrigin, idToken, 'PUT', `/gallery/${id}/public`, {
      public: true,
      caption: piece[0],
    });
  }
  return PIECES.length;
}
