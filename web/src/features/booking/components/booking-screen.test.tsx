import userEvent from '@testing-library/user-event';
import type { ApiBookingPage } from '@inkforge/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { fail, stubApi, type StubHandlers } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { imageFile } from '@/test-utils/upload';
import { BookingScreen } from './booking-screen';

const PAGE: ApiBookingPage = {
  username: 'pro',
  artistName: 'Ink Pro Studio',
  styles: ['Fine line', 'Blackwork'],
  minimumSizeCm: 5,
  minimumPrice: { cents: 15000, currency: 'GBP' },
  depositText: 'Deposit: £100.00',
  currency: 'GBP',
  locale: 'en-GB',
  policy: 'Deposits are non-refundable.',
  policyVersion: 1,
  questions: [
    { id: 'q1', text: 'Is this your first tattoo?' },
    { id: 'q2', text: 'Any allergies?' },
  ],
  maxImages: 5,
  payOnline: true,
};

beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:reference', revokeObjectURL: () => {} });
});

type Send = NonNullable<StubHandlers['POST /api/public/booking/:username/requests']>;

function stubPage(send: Send = () => ({ requestId: 'r1' })) {
  return stubApi({
    'GET /api/public/booking/:username': ({ params }) =>
      params.username === 'pro' ? PAGE : undefined,
    'POST /api/public/booking/:username/requests': send,
  });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Your idea/), 'A swallow with a banner');
  await user.type(screen.getByLabelText(/Placement/), 'Forearm');
  await user.type(screen.getByLabelText(/Size in cm/), '12');
  await user.type(screen.getByLabelText(/Your name/), 'Robin');
  await user.type(screen.getByLabelText(/E-mail/), 'robin@example.com');
  await user.type(screen.getByLabelText(/Phone/), '+49 170 1234567');
}

describe('BookingScreen', () => {
  it('shows the artist and what they take above the form', async () => {
    stubPage();
    render(<BookingScreen username="pro" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book a tattoo with Ink Pro Studio' }),
    ).toBeInTheDocument();
    const offer = screen.getByRole('region', { name: 'What I take' });
    expect(within(offer).getByText('Fine line')).toBeInTheDocument();
    expect(within(offer).getByText('Minimum size: 5 cm')).toBeInTheDocument();
    expect(within(offer).getByText('Minimum price: £150.00')).toBeInTheDocument();
    expect(within(offer).getByText('Deposit: £100.00')).toBeInTheDocument();
    expect(within(offer).getByText('Deposits are non-refundable.')).toBeInTheDocument();
  });

  it('says what is missing before anything is sent', async () => {
    const requests = stubPage();
    const user = userEvent.setup();
    render(<BookingScreen username="pro" />);
    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Describe your tattoo idea.')).toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Confirm that you are 18 or older.')).toBeInTheDocument();
    expect(
      screen.getByText('Agree that the artist may store your request and contact details.'),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends the form with its reference image and thanks the client', async () => {
    const requests = stubPage();
    const user = userEvent.setup({ applyAccept: false });
    render(<BookingScreen username="pro" />);
    await screen.findByRole('button', { name: 'Send request' });
    await fillRequired(user);
    await user.click(screen.getByRole('radio', { name: 'Colour' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sat' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Is this your first tattoo?' }),
      'Yes, my first',
    );
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, imageFile('sketch.png'));
    expect(await screen.findByRole('img', { name: 'Reference 1: sketch.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I am 18 or older' }));
    await user.click(screen.getByRole('checkbox', { name: /I agree that Ink Pro Studio stores/ }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Thank you, your request is sent')).toBeInTheDocument();
    const sent = requests.find((r) => r.method === 'POST')?.body as FormData;
    expect(sent.get('idea')).toBe('A swallow with a banner');
    expect(sent.get('colour')).toBe('colour');
    expect(sent.get('preferredDays')).toBe('sat');
    expect(sent.get('adult')).toBe('true');
    expect(sent.get('website')).toBe('');
    // The artist's questions: the answered one by its id, the one left empty not at all.
    expect(JSON.parse(sent.get('answers') as string)).toEqual({ q1: 'Yes, my first' });
    expect((sent.getAll('images') as File[]).map((f) => f.name)).toEqual(['sketch.png']);
  });

  it('says an answer is too long, next to the question, before sending', async () => {
    const requests = stubPage();
    const user = userEvent.setup();
    render(<BookingScreen username="pro" />);
    await screen.findByRole('button', { name: 'Send request' });
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'I am 18 or older' }));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    const answer = screen.getByRole('textbox', { name: 'Any allergies?' });
    // The box stops at 1000 characters; a pasted answer past it is caught before sending.
    expect(answer).toHaveAttribute('maxlength', '1000');
    answer.removeAttribute('maxlength');
    await user.click(answer);
    await user.paste('x'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText('An answer is at most 1000 characters.')).toBeInTheDocument();
    expect(answer).toHaveAccessibleDescription(
      expect.stringContaining('An answer is at most 1000 characters.'),
    );
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('shows the server refusal in words and keeps the form', async () => {
    stubPage(() => fail(429, 'RATE_LIMITED', 'Too many requests.'));
    const user = userEvent.setup();
    render(<BookingScreen username="pro" />);
    await screen.findByRole('button', { name: 'Send request' });
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'I am 18 or older' }));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/try again/i);
    expect(screen.getByLabelText(/Your idea/)).toHaveValue('A swallow with a banner');
  });

  it('says so when the artist takes no requests here', async () => {
    stubApi({
      'GET /api/public/booking/:username': () =>
        fail(404, 'BOOKING_NOT_FOUND', 'This artist is not taking booking requests here.'),
    });
    render(<BookingScreen username="closed" />);
    expect(await screen.findByText('No booking page here')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
  });
});
