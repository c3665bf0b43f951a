import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { HealedPhotoScreen } from './healed-photo-screen';

const TOKEN = 'tok';

function serve(photosLeft = 3) {
  let left = photosLeft;
  return stubApi({
    'POST /api/public/healed-photos/:token': ({ params }) => {
      if (params.token !== TOKEN) return undefined;
      left -= 1;
      return { photosLeft: left };
    },
    'GET /api/public/healed-photos/:token': ({ params }) =>
      params.token === TOKEN
        ? {
            studioName: 'Black Lotus Tattoo',
            avatarUrl: null,
            accentColor: null,
            projectTitle: 'Koi sleeve',
            expiresAt: '2031-01-01T00:00:00.000Z',
            photosLeft: left,
          }
        : undefined,
  });
}

const photo = (name: string, type = 'image/jpeg') => new File(['jpeg bytes'], name, { type });

describe('HealedPhotoScreen', () => {
  it('sends the chosen photo to the studio and thanks the client', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:healed');
    URL.revokeObjectURL = vi.fn();
    const requests = serve();
    const user = userEvent.setup({ applyAccept: false });
    render(<HealedPhotoScreen token="tok" />);
    expect(await screen.findByText(/Black Lotus Tattoo would love to see/)).toBeInTheDocument();
    expect(screen.getByLabelText('Your artist')).toHaveTextContent('Black Lotus Tattoo');
    expect(screen.getByText('Koi sleeve')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send photo' })).toBeDisabled();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, photo('arm.jpg'));
    expect(screen.getByRole('img', { name: 'Your photo: arm.jpg' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send photo' }));
    expect(await screen.findByText('Thank you, your photo is sent')).toBeInTheDocument();
    expect(await screen.findByText(/You can send 2 more\./)).toBeInTheDocument();
    const sent = requests.find((r) => r.method === 'POST')?.body as FormData;
    expect((sent.get('photo') as File).name).toBe('arm.jpg');
    // Not shown publicly unless the client says so.
    expect(sent.get('showPublicly')).toBe('false');
    const ask = screen.getByRole('checkbox', { name: /show this photo on their public page\?/ });
    await user.click(ask);
    await user.upload(input, photo('arm2.jpg'));
    await user.click(screen.getByRole('button', { name: 'Send photo' }));
    await vi.waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(2));
    const second = requests.filter((r) => r.method === 'POST')[1]!.body as FormData;
    expect(second.get('showPublicly')).toBe('true');
  });

  it('says in words which files it cannot take, before sending anything', async () => {
    const requests = serve();
    const user = userEvent.setup({ applyAccept: false });
    render(<HealedPhotoScreen token="tok" />);
    await screen.findByRole('button', { name: 'Choose a photo' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, photo('notes.pdf', 'application/pdf'));
    expect(await screen.findByText('Choose a JPEG, PNG or WebP photo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send photo' })).toBeDisabled();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('tells the client when the link no longer works', async () => {
    stubApi({
      'GET /api/public/healed-photos/:token': () =>
        fail(404, 'HEALED_LINK_INVALID', 'This photo link has expired.'),
    });
    render(<HealedPhotoScreen token="old" />);
    expect(await screen.findByText('This link no longer works')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your healed tattoo' }),
    ).toBeInTheDocument();
  });

  it('says thank you instead of a form once the link has taken its photos', async () => {
    serve(0);
    render(<HealedPhotoScreen token="tok" />);
    expect(await screen.findByText('Photos already sent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send photo' })).not.toBeInTheDocument();
  });
});
