import { useQuery } from '@tanstack/react-query';
import type { ApiBookingRequest, Brief, Concept, GalleryItem } from '@inkforge/domain';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiCall } from '@/lib/api-client';
import { seriousAxeFindings } from '@/test-utils/axe';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { requestsKey } from '../api/draft-brief';
import { DesignAssistant } from './design-assistant';

const request: ApiBookingRequest = {
  id: 'req-1',
  status: 'pending',
  createdAt: '2031-03-01T10:00:00.000Z',
  idea: 'A swallow with a banner',
  placement: 'Forearm',
  sizeCm: 12,
  colour: 'black_and_grey',
  preferredDays: ['sat'],
  name: 'Robin Client',
  email: 'robin@example.com',
  phone: '+49 170 1234567',
  images: [],
  answers: [],
  answeredAt: null,
  clientId: null,
  projectId: null,
  appointmentId: null,
  deposit: null,
  depositLink: null,
  declineMessage: null,
  mailSent: null,
  brief: null,
  questionRounds: [],
};

const rulesBrief: Brief = {
  subject: 'A swallow with a banner',
  style: 'traditional',
  placement: 'Forearm',
  sizeCm: 12,
  colour: 'black_and_grey',
  questions: ['What should the banner say?'],
  answered: [],
  estimate: {
    hours: null,
    priceCents: null,
    currency: 'EUR',
    basedOn: 0,
    note: 'no history yet',
  },
  draftedBy: 'rules',
  draftedAt: '2031-03-02T10:00:00.000Z',
  editedAt: null,
};

/** The inbox as the screen reads it, the request passed down as the booking card does. */
function Inbox() {
  const inbox = useQuery({
    queryKey: requestsKey,
    queryFn: () => apiCall('GET /api/booking-requests'),
  });
  const first = inbox.data?.requests[0];
  return first ? <DesignAssistant request={first} /> : null;
}

/** Eight of the artist's own pieces in the gallery. */
const pieces: GalleryItem[] = Array.from({ length: 8 }, (_, i) => ({
  id: `g${i + 1}`,
  type: 'tattoo' as const,
  imageUrl: `https://storage.example/g${i + 1}.png`,
  thumbnailUrl: `https://storage.example/g${i + 1}.webp`,
  prompt: null,
  title: `Piece ${i + 1}`,
  generationType: null,
  clientName: null,
  clientId: null,
  createdAt: '2031-01-01T00:00:00.000Z',
  public: true,
  caption: null,
  tags: [],
  consent: null,
  aiAssisted: false,
  aiTools: [],
}));

/** A concept as sketched for the request. */
const sketched = (n: number, over: Partial<Concept> = {}): Concept => ({
  id: `c${n}`,
  requestId: 'req-1',
  imageUrl: `https://storage.example/c${n}.png`,
  thumbnailUrl: `https://storage.example/c${n}-thumb.webp`,
  state: 'new',
  galleryItemId: null,
  referenceIds: [],
  createdAt: '2031-03-02T12:00:00.000Z',
  ...over,
});

/**
 * A server holding one request; `draft` answers the draft (or refuses it), `brief` and
 * `concepts` are what the request starts with.
 */
function server({
  draft = () => rulesBrief as Brief | ReturnType<typeof fail>,
  brief = null as Brief | null,
  concepts = [] as Concept[],
  overlapping = false,
} = {}) {
  const state: { request: ApiBookingRequest; concepts: Concept[]; references: string[] } = {
    request: { ...request, brief, questionRounds: [] },
    concepts,
    references: [],
  };
  const concept = (id: string) => state.concepts.find((c) => c.id === id)!;
  const references = () => ({
    itemIds: state.references,
    items: pieces.filter((p) => state.references.includes(p.id)),
  });
  const calls = stubApi({
    'GET /api/booking-requests': () => ({ requests: [state.request], pendingCount: 1 }),
    'POST /api/booking-requests/:id/brief': () => {
      const answer = draft();
      if (!('subject' in answer)) return answer;
      state.request = { ...state.request, brief: answer };
      return { brief: answer, draftedBy: answer.draftedBy };
    },
    'PUT /api/booking-requests/:id/brief': ({ body }) => {
      const brief = { ...state.request.brief!, ...(body as object), editedAt: '2031-03-02' };
      state.request = { ...state.request, brief };
      return { brief, draftedBy: brief.draftedBy };
    },
    'POST /api/booking-requests/:id/questions': ({ body }) => {
      const round = {
        id: 'round-1',
        questions: (body as { questions: string[] }).questions,
        sentAt: '2031-03-02T11:00:00.000Z',
        answers: null,
        answeredAt: null,
      };
      state.request = { ...state.request, questionRounds: [round] };
      return { round, emailed: 'sent' };
    },
    'GET /api/booking-requests/:id/concepts': () => ({ concepts: state.concepts }),
    'POST /api/booking-requests/:id/concepts': () => {
      state.concepts = [1, 2, 3].map((n) => sketched(n, { referenceIds: state.references }));
      return { concepts: state.concepts };
    },
    'POST /api/concepts/:id/keep': ({ params }) => {
      state.concepts = state.concepts.map((c) =>
        c.id === params.id ? { ...c, state: 'kept' as const, galleryItemId: `item-${c.id}` } : c,
      );
      return { galleryItemId: `item-${params.id}`, concept: concept(params.id) };
    },
    'POST /api/concepts/:id/discard': ({ params }) => {
      state.concepts = state.concepts.map((c) =>
        c.id === params.id ? { ...c, state: 'discarded' as const } : c,
      );
      return { concept: concept(params.id) };
    },
    'GET /api/style-references': () => references(),
    'PUT /api/style-references': ({ body }) => {
      state.references = (body as { itemIds: string[] }).itemIds;
      return references();
    },
    'GET /api/gallery': () => ({ items: pieces, nextCursor: null }),
    'POST /api/booking-requests/:id/offer': ({ body }) =>
      (body as { allowOverlap?: boolean }).allowOverlap || !overlapping
        ? {
            appointmentId: 'appt-1',
            approvalUrl: 'http://localhost/approve/t',
            depositUrl: 'http://localhost/deposit/t',
            emailed: 'sent',
          }
        : fail(409, 'APPOINTMENT_OVERLAP', 'This time overlaps Flash day.'),
  });
  return { state, calls };
}

describe('DesignAssistant', () => {
  it('drafts the brief in one tap and shows it editable, drafted by rules, no history', async () => {
    const { calls } = server();
    const user = userEvent.setup();
    render(<Inbox />);
    await user.click(await screen.findByRole('button', { name: 'Draft a brief for Robin Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Design assistant: Robin Client' });
    expect(await within(dialog).findByLabelText('Subject')).toHaveValue('A swallow with a banner');
    expect(within(dialog).getByText('Drafted by rules')).toBeInTheDocument();
    expect(within(dialog).getByText(/^No history yet/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Size in cm')).toHaveValue('12');
    expect(within(dialog).getByLabelText('Question 1')).toHaveValue('What should the banner say?');
    expect(calls.filter((c) => c.url.endsWith('/brief') && c.method === 'POST')).toHaveLength(1);
  });

  it('sends the questions as edited, then lists them as waiting for an answer', async () => {
    const { calls } = server();
    const user = userEvent.setup();
    render(<Inbox />);
    await user.click(await screen.findByRole('button', { name: 'Draft a brief for Robin Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Design assistant: Robin Client' });
    await user.click(await within(dialog).findByRole('button', { name: 'Add a question' }));
    await user.click(within(dialog).getByLabelText('Question 2'));
    await user.paste('Left or right arm?');
    await user.click(within(dialog).getByRole('button', { name: 'Send questions' }));
    expect(
      await within(dialog).findByText(/waiting for Robin Client to answer/),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/questions'))?.body).toEqual({
      questions: ['What should the banner say?', 'Left or right arm?'],
    });
  }, 30_000);

  it('says in words why a brief naming an artist is refused', async () => {
    server({
      draft: () =>
        fail(
          400,
          'PROMPT_NAMES_ARTIST' as never,
          "InkForge doesn't imitate named artists — describe the style instead",
        ),
    });
    const user = userEvent.setup();
    render(<Inbox />);
    await user.click(await screen.findByRole('button', { name: 'Draft a brief for Robin Client' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "InkForge doesn't imitate named artists — describe the style instead",
    );
    expect(screen.getByRole('button', { name: 'Draft a brief' })).toBeEnabled();
  });

  it('sketches three concepts, keeps one to refine in Modify Design and discards one', async () => {
    server();
    const user = userEvent.setup();
    render(<Inbox />);
    await user.click(await screen.findByRole('button', { name: 'Draft a brief for Robin Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Design assistant: Robin Client' });
    await within(dialog).findByLabelText('Subject');
    await user.click(within(dialog).getByRole('button', { name: 'Sketch 3 concepts' }));
    expect(
      await within(dialog).findAllByRole('img', { name: /^Concept \d, a sketch$/ }),
    ).toHaveLength(3);

    await user.click(within(dialog).getByRole('button', { name: 'Keep Concept 2' }));
    const refine = await within(dialog).findByRole('link', {
      name: 'Refine Concept 2 in Modify Design',
    });
    expect(refine).toHaveAttribute(
      'href',
      `/modify-design?imageUrl=${encodeURIComponent('https://storage.example/c2.png')}`,
    );
    expect(refine).toHaveClass('touch-target');
    await user.click(within(dialog).getByRole('button', { name: 'Discard Concept 3' }));
    await within(dialog).findByRole('button', { name: 'Keep Concept 1' });
    await screen.findByRole('radio', { name: 'Concept 2' });
    expect(within(dialog).queryByRole('button', { name: 'Keep Concept 3' })).toBeNull();
    expect(await seriousAxeFindings()).toEqual([]);
  }, 30_000);

  it('sends a kept concept as the offer with its date, length and deposit', async () => {
    const { calls } = server({
      brief: rulesBrief,
      concepts: [sketched(1, { state: 'kept', galleryItemId: 'item-c1' }), sketched(2)],
    });
    const user = userEvent.setup();
    render(<Inbox />);
    await user.click(
      await screen.findByRole('button', { name: 'Open the brief for Robin Client' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Design assistant: Robin Client' });
    expect(await within(dialog).findByRole('radio', { name: 'Concept 1' })).toBeChecked();
    const send = within(dialog).getByRole('button', { name: 'Send offer' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Appointment date and time/), '2031-03-10T11:00');
    await user.clear(within(dialog).getByLabelText('Length in minutes'));
    await user.type(within(dialog).getByLabelText('Length in minutes'), '180');
    await user.type(within(dialog).getByLabelText(/Deposit/), '80');
    await user.click(send);
    expect(await screen.findByText(/is e-mailed one page/)).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/offer'))?.body).toEqual({
      galleryItemId: 'item-c1',
      startsAt: new Date('2031-03-10T11:00').toISOString(),
      durationMinutes: 180,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      depositCents: 8000,
      allowOverlap: false,
    });
  }, 30_000);

  it('asks before sending an offer whose time overlaps another appointment', async () => {
    const { calls } = server({
      brief: rulesBrief,
      concepts: [sketched(1, { state: 'kept', galleryItemId: 'item-c1' })],
      overlapping: true,
    });
    const user = userEvent.setup();
    render(<Inbox />);
    await user.click(
      await screen.findByRole('button', { name: 'Open the brief for Robin Client' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Design assistant: Robin Client' });
    await within(dialog).findByRole('radio', { name: 'Concept 1' });
    await user.type(within(dialog).getByLabelText(/Appointment date and time/), '2031-03-10T11:00');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This time overlaps Flash day.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send anyway' }));
    expect(await screen.findByText(/is e-mailed one page/)).toBeInTheDocument();
    const offers = calls.filter((c) => c.url.endsWith('/offer'));
    expect(offers.map((c) => (c.body as { allowOverlap: boolean }).allowOverlap)).toEqual([
      false,
      true,
    ]);
  }, 30_000);

  it('picks at most six of the artist’s own pieces as style references', async () => {
    const { state } = server();
    const user = userEvent.setup();
    render(<Inbox />);
    await user.click(await screen.findByRole('button', { name: 'Draft a brief for Robin Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Design assistant: Robin Client' });
    await user.click(within(dialog).getByRole('button', { name: 'Style references' }));
    const picker = await screen.findByRole('dialog', { name: 'Style references' });
    for (const n of [1, 2, 3, 4, 5, 6]) {
      await user.click(await within(picker).findByRole('checkbox', { name: `Piece ${n}` }));
    }
    expect(within(picker).getByRole('checkbox', { name: 'Piece 7' })).toBeDisabled();
    expect(within(picker).getByText(/6 of 6 chosen/)).toBeInTheDocument();
    await user.click(within(picker).getByRole('button', { name: 'Save references' }));
    expect(
      await within(dialog).findByText('Steered by 6 of your pieces (up to 6).'),
    ).toBeInTheDocument();
    expect(state.references).toEqual(['g1', 'g2', 'g3', 'g4', 'g5', 'g6']);
  }, 30_000);
});
