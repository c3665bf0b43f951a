import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { WaiverCard } from './waiver-card';

describe('WaiverCard', () => {
  it('saves the edited waiver as a new version', async () => {
    const requests = stubApi({
      'GET /api/profile/waiver': () => ({ version: 1, text: 'Default waiver.' }),
      'PUT /api/profile/waiver': ({ body }) => ({
        version: 2,
        text: (body as { text: string }).text,
      }),
    });
    const user = userEvent.setup();
    render(<WaiverCard />);
    const field = await screen.findByLabelText('Waiver text');
    expect(screen.getByText(/^Version 1\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save waiver' })).toBeDisabled();
    await user.clear(field);
    await user.click(field);
    await user.paste('Our studio waiver.');
    await user.click(screen.getByRole('button', { name: 'Save waiver' }));
    expect(await screen.findByText(/^Version 2\./)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ text: 'Our studio waiver.' });
  });
});
