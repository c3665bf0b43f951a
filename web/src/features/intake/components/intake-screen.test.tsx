import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INTAKE_QUESTIONS, type IntakeFormView, type IntakeLinkClosedView } from '@inkforge/domain';
import { seriousAxeFindings } from '@/test-utils/axe';
import { fail, stubApi, type StubHandlers } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { IntakeScreen } from './intake-screen';

const TOKEN = 'a'.repeat(43);

// jsdom has no 2D canvas: answer as a browser without one does (null), so the signature field
// offers the typed name, instead of jsdom reporting the missing method on every render.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  return () => vi.restoreAllMocks();
});
const VIEW: IntakeFormView = {
  state: 'open',
  locale: 'en-GB',
  client: { name: '' },
  artistName: 'Mara Lind (Koi House)',
  avatarUrl: null,
  accentColor: null,
  appointmentTitle: 'Koi session',
  appointmentDate: '2031-05-06T14:00:00.000Z',
  timezone: 'UTC',
  waiver: { version: 3, text: 'I accept the risks of a permanent tattoo.' },
  expiresAt: '2031-05-01T00:00:00.000Z',
};

function serve(onSign?: StubHandlers['POST /api/intake/:token']) {
  return stubApi({
    'GET /api/intake/:token': ({ params }) => (params.token === TOKEN ? VIEW : undefined),
    'POST /api/intake/:token': (request) =>
      request.params.token === TOKEN ? onSign?.(request) : undefined,
  });
}

async function answerAll(user: ReturnType<typeof userEvent.setup>, yes: string[]) {
  for (const q of INTAKE_QUESTIONS) {
    const group = screen.getByRole('radiogroup', { name: q.label });
    await user.click(
      within(group).getByRole('radio', { name: yes.includes(q.key) ? 'Yes' : 'No' }),
    );
  }
}

describe('the client intake form', () => {
  it('shows the appointment and the studio waiver with its version, and no studio navigation', async () => {
    serve();
    render(<IntakeScreen token={TOKEN} />);
    expect(await screen.findByText('Koi session')).toBeInTheDocument();
    expect(screen.getByLabelText('Your artist')).toHaveTextContent('Mara Lind (Koi House)');
    expect(screen.getByRole('heading', { name: 'Waiver (version 3)' })).toBeInTheDocument();
    expect(screen.getByTestId('waiver-text')).toHaveTextContent(VIEW.waiver.text);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('refuses a client under 18 before anything is sent', async () => {
    const requests = serve();
    const user = userEvent.setup();
    render(<IntakeScreen token={TOKEN} />);
    const born = `${new Date().getUTCFullYear() - 16}-01-01`;
    await user.type(await screen.findByLabelText(/Date of birth/), born);
    expect(
      screen.getByText('We cannot tattoo anyone under 18. This form cannot be signed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign and submit' })).toBeDisabled();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('asks for a signature and every answer before sending', async () => {
    const requests = serve();
    const user = userEvent.setup();
    render(<IntakeScreen token={TOKEN} />);
    await user.click(await screen.findByRole('button', { name: 'Sign and submit' }));
    expect(
      screen.getByText('Sign the form: draw your signature or type your full name.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Answer yes or no.')).toHaveLength(INTAKE_QUESTIONS.length);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends the answers with a typed signature (the keyboard alternative) and thanks the client', async () => {
    let sent: Record<string, unknown> = {};
    serve(({ body }) => {
      sent = body as Record<string, unknown>;
      return { signedAt: '2031-05-01T10:00:00.000Z', medicalFlags: ['Blood thinners'] };
    });
    const user = userEvent.setup();
    render(<IntakeScreen token={TOKEN} />);
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await fill(await screen.findByLabelText(/Full name/), 'Ada Lovelace');
    await fill(screen.getByLabelText(/Date of birth/), '1990-04-02');
    await fill(screen.getByLabelText('Allergies'), 'Latex');
    await answerAll(user, ['bloodThinners']);
    await user.click(screen.getByLabelText('I have read and accept the waiver'));
    await user.click(screen.getByRole('radio', { name: 'Type my name' }));
    await fill(screen.getByLabelText('Type your full name as your signature'), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Sign and submit' }));
    expect(await screen.findByText('Thank you, your form is signed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download your signed copy (PDF)' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`/api/intake/${TOKEN}/signed\\.pdf$`)),
    );
    expect(sent).toMatchObject({
      name: 'Ada Lovelace',
      dateOfBirth: '1990-04-02',
      allergies: 'Latex',
      waiverVersion: 3,
      agreed: true,
      typedSignature: 'Ada Lovelace',
      answers: { bloodThinners: true, diabetes: false },
    });
    expect(sent.signatureImage).toBeUndefined();
    // Many clicks on a shared CPU: this journey gets more than the default 15 s.
  }, 30_000);

  it('says clearly when the link has expired or was used', async () => {
    stubApi({
      'GET /api/intake/:token': () =>
        fail(
          404,
          'INTAKE_LINK_INVALID',
          'This form link has expired, was replaced or was already used.',
        ),
    });
    render(<IntakeScreen token={TOKEN} />);
    expect(await screen.findByText('This link no longer works')).toBeInTheDocument();
    expect(screen.getByText(/Ask your artist for a new link/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("pre-fills what the studio has on the client's card (issue 49)", async () => {
    stubApi({
      'GET /api/intake/:token': () => ({
        ...VIEW,
        client: { name: 'Noor Known', email: 'noor@example.com', phone: '+44 7700 900123' },
      }),
    });
    render(<IntakeScreen token={TOKEN} />);
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('Noor Known');
    expect(screen.getByLabelText('E-mail')).toHaveValue('noor@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('+44 7700 900123');
    expect(screen.getByLabelText(/Date of birth/)).toHaveValue('');
  });
});

describe('an intake link opened again (issue 49)', () => {
  const header = {
    artistName: 'Mara Lind (Koi House)',
    avatarUrl: null,
    accentColor: '#1d4ed8',
    appointmentTitle: 'Koi session',
    appointmentDate: '2026-12-12T14:00:00.000Z',
    timezone: 'Europe/London',
    locale: 'en-GB' as const,
  };
  const open = (view: IntakeLinkClosedView) => {
    stubApi({ 'GET /api/intake/:token': () => view });
    render(<IntakeScreen token={TOKEN} />);
  };

  it("signed: says when, in the artist's format and zone, and offers the signed copy", async () => {
    open({ ...header, state: 'signed', signedAt: '2026-12-07T23:30:00.000Z', copyAvailable: true });
    expect(await screen.findByText('Your form is signed')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(
      'You signed this form on Mon, 7 Dec 2026. Mara Lind (Koi House) has it.',
    );
    expect(screen.getByRole('main')).toHaveTextContent(
      'For your appointment Koi session on Sat, 12 Dec 2026, 14:00.',
    );
    expect(screen.getByLabelText('Your artist')).toHaveTextContent('Mara Lind (Koi House)');
    expect(screen.getByRole('link', { name: 'Download your signed copy (PDF)' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`/api/intake/${TOKEN}/signed\\.pdf$`)),
    );
    expect(screen.queryByText('This link no longer works')).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it("signed, past the link's life: the date stays, the copy is asked of the artist", async () => {
    open({
      ...header,
      state: 'signed',
      signedAt: '2026-12-07T10:00:00.000Z',
      copyAvailable: false,
    });
    expect(await screen.findByText('Your form is signed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /signed copy/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('For a copy of your signed form, ask Mara Lind (Koi House).'),
    ).toBeInTheDocument();
  });

  it.each([
    ['replaced', 'This link was replaced', 'or ask Mara Lind (Koi House) for a new one.'],
    ['revoked', 'This link was withdrawn', 'ask Mara Lind (Koi House) for a new link.'],
    ['expired', 'This link has expired', 'Ask Mara Lind (Koi House) for a new link.'],
  ] as const)('%s: says so and whom to ask', async (state, title, words) => {
    open({ ...header, state });
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(words);
    expect(screen.getByLabelText('Your artist')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(await seriousAxeFindings()).toEqual([]);
  });
});
