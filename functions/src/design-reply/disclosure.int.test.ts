import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { inboxOf } from '../../test/support/mail-catcher';
import { ink, writeSessionRecord } from '../../test/support/passport-records';
import { uploadedDesign } from '../../test/support/gallery';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();
const DISCLOSURE = 'Designed by Ana Moreau with AI assistance';

/** The PDF's words as a reader copies them (pdftotext), whitespace folded. */
function pdfText(body: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'passport-')), 'passport.pdf');
  writeFileSync(file, body);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('the client is told when AI touched their design (issue 46)', () => {
  let artist: Artist;

  async function galleryItem(title: string, aiAssisted: unknown) {
    const id = await uploadedDesign(app, artist, title);
    if (aiAssisted !== undefined)
      await db.doc(`users/${artist.uid}/gallery/${id}`).update({ aiAssisted });
    return id;
  }

  /** A client with an address, a project, its session, and the design sent for approval. */
  async function sentForApproval(designItemId: string) {
    const email = `ai-${randomUUID()}@example.test`;
    const client = await artist.call('post', '/api/clients/enhanced', { name: 'Ruth', email });
    const project = await artist.call('post', '/api/client-projects', {
      clientId: client.body.id,
      title: 'Swallow',
    });
    const session = await artist.call('post', '/api/appointments', {
      clientId: client.body.id,
      projectId: project.body.id,
      title: 'Swallow session',
      type: 'tattoo_session',
      appointmentDate: '2031-03-04T14:00',
      timezone: 'Europe/Berlin',
      allowOverlap: true,
    });
    expect(session.status, session.text).toBe(201);
    const asked = await artist.call('post', `/api/client-projects/${project.body.id}/approval`, {
      designItemId,
      emailClient: true,
    });
    expect(asked.status, asked.text).toBe(201);
    expect(asked.body.emailed).toBe('sent');
    const ids = { clientId: String(client.body.id), appointmentId: String(session.body.id) };
    await writeSessionRecord(db, artist.uid, ids, {
      version: 1,
      supplies: [ink('AI-LOT-1')],
      placement: 'Left forearm',
      clientInitials: 'R.',
    });
    const mail = (await inboxOf(email)).find((m) => /^Your design to approve /.test(m.subject));
    const page = await request(app).get(`/api${asked.body.path as string}`);
    const pdf = await artist
      .call('get', `/api/appointments/${ids.appointmentId}/ink-passport.pdf`)
      .buffer(true)
      .parse(binary);
    expect(pdf.status).toBe(200);
    return { mail: mail!.text, page: page.body, passport: pdfText(pdf.body as Buffer) };
  }

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro', timezone: 'Europe/Berlin' });
    await db.doc(`users/${artist.uid}`).update({ displayName: 'Ana Moreau' });
  });

  it('says so on the approval page, in the approval mail and on the ink passport', async () => {
    const seen = await sentForApproval(await galleryItem('Swallow concept', true));
    expect(seen.page.aiDisclosure).toBe(DISCLOSURE);
    expect(seen.mail).toContain(DISCLOSURE);
    expect(seen.passport).toContain(DISCLOSURE);
  });

  it('says nothing for the artist own upload, nor for a mark that is not exactly true', async () => {
    for (const mark of [undefined, 'true', 1]) {
      const seen = await sentForApproval(await galleryItem('Swallow drawing', mark));
      expect(seen.page.aiDisclosure).toBeUndefined();
      expect(seen.mail).not.toContain('AI assistance');
      expect(seen.passport).not.toContain('AI assistance');
    }
  });
});
