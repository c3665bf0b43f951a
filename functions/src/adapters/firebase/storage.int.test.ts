import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createObjectStore } from './storage';

if (!process.env.FIREBASE_STORAGE_EMULATOR_HOST || !process.env.STORAGE_EMULATOR_HOST) {
  throw new Error(
    'FIREBASE_STORAGE_EMULATOR_HOST and STORAGE_EMULATOR_HOST (with http://) must point at the ' +
      'local storage server: npm start, or node scripts/local-stack/storage/serve.mjs --port 19199.',
  );
}

const config = loadConfig();
const store = createObjectStore({ projectId: config.projectId, ...config.storage });
const prefix = `users/storage-${randomUUID()}/`;

describe('object store on the local storage server', () => {
  it('stores, reads and answers existence by object path', async () => {
    const path = `${prefix}notes/a.txt`;
    expect(await store.exists(path)).toBe(false);
    await store.put(path, Buffer.from('ink'), 'text/plain');
    expect(await store.exists(path)).toBe(true);
    expect((await store.read(path)).toString()).toBe('ink');
  });

  it('mints a signed URL a browser can GET: status 200 and the image bytes', async () => {
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    const path = `${prefix}designs/d.png`;
    await store.put(path, png, 'image/png');
    const url = await store.signedUrl(path, { expiresInSeconds: 60 });
    expect(url).toContain('X-Goog-Signature=');
    const res = await fetch(url, { headers: { origin: 'http://127.0.0.1:5000' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('access-control-allow-origin')).toBeTruthy();
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    const download = await store.signedUrl(path, { downloadName: 'tattoo 2026.png' });
    expect(decodeURIComponent(download)).toContain('attachment; filename="tattoo_2026.png"');
  });

  it('removes one object, then everything under a prefix', async () => {
    await store.put(`${prefix}x/1.txt`, Buffer.from('1'), 'text/plain');
    await store.put(`${prefix}x/2.txt`, Buffer.from('2'), 'text/plain');
    await store.remove(`${prefix}x/1.txt`);
    await store.remove(`${prefix}x/1.txt`);
    expect(await store.exists(`${prefix}x/1.txt`)).toBe(false);
    expect(await store.exists(`${prefix}x/2.txt`)).toBe(true);
    await store.removePrefix(prefix);
    expect(await store.exists(`${prefix}x/2.txt`)).toBe(false);
    expect(await store.exists(`${prefix}notes/a.txt`)).toBe(false);
  });
});
