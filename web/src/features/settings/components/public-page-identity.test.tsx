import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMPTY_PUBLIC_PROFILE, type ApiPublicPage } from '@inkforge/domain';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen, within } from '@/test-utils/render';
import { PublicPageCard } from './public-page-card';

const AVATAR = '/book/rita/avatar/avatar-0123456789abcdef-192.webp';
const page: ApiPublicPage = {
  ...EMPTY_PUBLIC_PROFILE,
  studioName: 'Needle & Thread',
  avatarUrl: null,
};

describe('PublicPageCard: the artist identity', () => {
  it('refuses a too-light accent before saving, with its contrast, and previews a good one', async () => {
    const requests = stubApi({
      'GET /api/profile/public-page': () => page,
      'PUT /api/profile/public-page': () => ({ ...page, accentColor: '#1d4ed8' }),
    });
    const user = userEvent.setup();
    render(<PublicPageCard username="rita" name="Rita Linework" />);

    const preview = await screen.findByRole('group', { name: 'Preview' });
    expect(within(preview).getByLabelText('Your artist')).toHaveTextContent('Rita Linework');
    expect(within(preview).getByLabelText('Your artist')).toHaveTextContent('Needle & Thread');

    const accent = screen.getByLabelText('Accent colour');
    await user.type(accent, '#f4a261');
    expect(screen.getByText(/Contrast on your page: 1\.97:1/)).toBeInTheDocument();
    expect(screen.getByText(/too light to read on white/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save public page' })).toBeDisabled();

    await user.clear(accent);
    await user.type(accent, '#1d4ed8');
    expect(screen.queryByText(/too light/)).not.toBeInTheDocument();
    expect(within(preview).getByLabelText('Your artist')).toHaveStyle({
      borderBottom: '3px solid #1d4ed8',
    });

    await user.clear(screen.getByLabelText('Studio name'));
    await user.type(screen.getByLabelText('Studio name'), 'Koi House');
    expect(within(preview).getByLabelText('Your artist')).toHaveTextContent('Koi House');

    await user.click(screen.getByRole('button', { name: 'Save public page' }));
    await screen.findByText('Page Saved');
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      accentColor: '#1d4ed8',
      studioName: 'Koi House',
    });
  });

  it('uploads an avatar, shows it in the preview, and removes it', async () => {
    stubApi({
      'GET /api/profile/public-page': () => page,
      'PUT /api/profile/public-page/avatar': () => ({ ...page, avatarUrl: AVATAR }),
      'DELETE /api/profile/public-page/avatar': () => page,
    });
    const user = userEvent.setup();
    const { container } = render(<PublicPageCard username="rita" name="Rita Linework" />);
    await screen.findByRole('button', { name: 'Upload image' });

    const file = new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' });
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, file);
    const preview = screen.getByRole('group', { name: 'Preview' });
    expect(await within(preview).findByRole('img', { name: 'Rita Linework' })).toHaveAttribute(
      'src',
      AVATAR,
    );

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('button', { name: 'Upload image' })).toBeInTheDocument();
    expect(within(preview).queryByRole('img')).not.toBeInTheDocument();
  });
});
