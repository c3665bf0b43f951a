import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { MailNotDelivered } from './mail-not-delivered';

const SUPPRESSION = {
  id: 's1',
  email: 'ada@example.test',
  kind: 'bounced' as const,
  reason: '550 5.1.1 The email account does not exist.',
  at: '2031-03-01T00:00:00.000Z',
};

describe('mail that did not arrive, on the client (issue 48)', () => {
  it('says "Not delivered" with the reason, and the artist allows mail again', async () => {
    let listed = [SUPPRESSION];
    const requests = stubApi({
      'GET /api/mail-suppressions': () => ({ suppressions: listed }),
      'DELETE /api/mail-suppressions/:id': () => {
        listed = [];
        return { cleared: true as const };
      },
    });
    render(<MailNotDelivered email="Ada@example.test" />);
    expect(await screen.findByTestId('mail-not-delivered')).toHaveTextContent(
      'Not delivered: 550 5.1.1 The email account does not exist.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Allow mail again' }));
    expect(requests).toContainEqual(
      expect.objectContaining({ url: expect.stringMatching(/\/api\/mail-suppressions\/s1$/) }),
    );
    await screen.findByText(
      (_, el) => el === document.body && !el.textContent?.includes('Not delivered'),
    );
  });

  it('shows nothing for an address that takes mail', async () => {
    stubApi({ 'GET /api/mail-suppressions': () => ({ suppressions: [SUPPRESSION] }) });
    render(<MailNotDelivered email="bea@example.test" />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('mail-not-delivered')).toBeNull();
  });
});
