import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { signIn, type DemoAccount } from './accounts';
import { appUrl } from './browser';

/** A reference photo as a client would attach one: a dark shape (SVG markup) on paper. */
export function referencePhoto(shape: string): Promise<Buffer> {
  const svg = `<svg width="480" height="360">${shape}</svg>`;
  return sharp({ create: { width: 480, height: 360, channels: 3, background: '#f4efe8' } })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg()
    .toBuffer();
}

export interface BookingRequestFields {
  idea: string;
  placement: string;
  sizeCm: number;
  name: string;
  email: string;
  phone: string;
  reference: { name: string; buffer: Buffer };
  /** Preferred weekdays, as the form's checkboxes name them ('Sat'). */
  days?: readonly string[];
}

/**
 * Fills the artist page's request form as a client does, black and grey, 18+ and the policy
 * ticked; the caller answers any questions of its own and sends it.
 */
export async function fillBookingRequest(
  page: Page,
  fields: BookingRequestFields,
): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Request a tattoo' });
  await form.getByLabel('Your idea').fill(fields.idea);
  await form.getByLabel('Placement on the body').fill(fields.placement);
  await form.getByLabel('Approximate size (cm)').fill(String(fields.sizeCm));
  await form.getByRole('radio', { name: 'Black and grey' }).check();
  for (const day of fields.days ?? []) await form.getByRole('checkbox', { name: day }).check();
  await form.getByLabel(/Reference images/).setInputFiles({
    name: fields.reference.name,
    mimeType: 'image/jpeg',
    buffer: fields.reference.buffer,
  });
  await form.getByLabel('Your name').fill(fields.name);
  await form.getByLabel('E-mail').fill(fields.email);
  await form.getByLabel('Phone').fill(fields.phone);
  await form.getByRole('checkbox', { name: 'I am 18 or older.' }).check();
  await form.getByRole('checkbox', { name: /I agree that the artist keeps/ }).check();
  return form;
}

/**
 * The artist signs in, opens the requests inbox and starts accepting `name`'s request: the
 * Accept dialog, with the appointment's date and time filled in.
 */
export async function acceptDialogFor(
  page: Page,
  artist: DemoAccount,
  name: string,
  when: string,
): Promise<Locator> {
  await signIn(page, artist.email, artist.password);
  await page.goto(`${appUrl()}/booking-requests`);
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: `Accept request from ${name}` }).click();
  const accept = page.getByRole('dialog', { name: 'Accept request' });
  await accept.getByLabel('Appointment date and time').fill(when);
  return accept;
}
