import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMPTY_PUBLIC_PROFILE, type ApiPublicPage } from '@inkforge/domain';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { PublicPageCard } from './public-page-card';

describe('PublicPageCard', () => {
  it('saves the sites that may show the form, and gives the code to paste there', async () => {
    const empty: ApiPublicPage = { ...EMPTY_PUBLIC_PROFILE, avatarUrl: null };
    const saved: ApiPublicPage = {
      ...empty,
      embedOrigins: ['https://rita.example'],
    };
    const requests = stubApi({
      'GET /api/profile/public-page': () => empty,
      'PUT /api/profile/public-page': () => saved,
    });
    const user = userEvent.setup();
    render(<PublicPageCard username="rita" />);

    const code = await screen.findByLabelText('Form for your website');
    expect(code).toHaveValue(
      `<iframe src="${window.location.origin}/book/rita/embed" title="Request a tattoo" loading="lazy" style="width:100%;max-width:640px;height:1400px;border:0"></iframe>`,
    );
    expect(screen.getByText(/List your website above first/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();

    await user.type(
      screen.getByLabelText('Sites that may show your request form'),
      'https://rita.example{enter}https://shop.rita.example',
    );
    await user.click(screen.getByRole('button', { name: 'Save public page' }));
    expect(await screen.findByText(/Paste this code into a page/)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      embedOrigins: ['https://rita.example', 'https://shop.rita.example'],
    });
  });
});
