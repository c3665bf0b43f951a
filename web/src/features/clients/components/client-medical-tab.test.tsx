import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@inkforge/domain';
import { render, screen } from '@/test-utils/render';
import { ClientMedicalTab } from './client-medical-tab';

const client: ApiClient = {
  id: 'c1',
  name: 'Lia Declared',
  status: 'active',
  projects: [],
  appointments: [],
  totalCollected: 0,
  totalEstimated: 0,
  creditBalance: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
};

describe('ClientMedicalTab', () => {
  it('shows an allergy signed on an intake, marked with its source and date', () => {
    render(
      <ClientMedicalTab
        client={{
          ...client,
          declaredHealth: [
            {
              source: 'intake',
              appointmentId: 'a1',
              signedAt: '2026-12-05T12:00:00.000Z',
              allergies: 'Latex',
              conditions: ['Blood thinners'],
            },
          ],
        }}
      />,
    );
    expect(screen.getByText('Allergies: Latex · Conditions: Blood thinners')).toBeInTheDocument();
    expect(screen.getByText(/^from intake signed .*2026$/)).toHaveTextContent(/5/);
    expect(screen.getByText(/^from intake signed/)).toHaveTextContent(/Dec/);
  });

  it('shows only what the artist wrote when no intake was signed', () => {
    render(<ClientMedicalTab client={{ ...client, allergies: 'Nickel' }} />);
    expect(screen.getByText('Nickel')).toBeInTheDocument();
    expect(screen.queryByText('Declared by the client')).not.toBeInTheDocument();
  });
});
