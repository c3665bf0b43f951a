import { describe, expect, it } from 'vitest';
import type { ApiPayment, ApiProject } from '@inkforge/domain';
import { render, screen } from '@/test-utils/render';
import { ProjectCard } from './project-card';

const deposit: ApiPayment = {
  id: 'p1',
  projectId: 'pr1',
  clientId: 'c1',
  amount: 100,
  paymentMethod: 'card',
  paymentDate: '2027-03-01',
  notes: 'Deposit paid online',
  kind: 'deposit',
  appointmentId: 'a1',
  createdAt: '2027-03-01T10:00:00.000Z',
};

const project = (payments: ApiPayment[], remainingBalance: number): ApiProject => ({
  id: 'pr1',
  clientId: 'c1',
  title: 'Swallow',
  status: 'consultation',
  estimatedPrice: 450,
  totalPaid: 450 - remainingBalance,
  remainingBalance,
  creditBalance: 0,
  sessionsCount: 1,
  createdAt: '2027-03-01T10:00:00.000Z',
  payments,
});

const noop = () => {};

describe('ProjectCard', () => {
  it('says each figure once: paid (with the deposit) and the balance still due', () => {
    render(
      <ProjectCard
        project={project([deposit], 350)}
        onRecordPayment={noop}
        onEdit={noop}
        onApproval={noop}
      />,
    );
    expect(screen.getByText('Paid: €100.00 (deposit €100.00)')).toBeInTheDocument();
    expect(screen.getByText('Balance due: €350.00')).toBeInTheDocument();
    expect(screen.getAllByText(/€350\.00/)).toHaveLength(1);
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '1 Mar 2027' })).toBeInTheDocument();
  });

  it('says nothing of a deposit once it is refunded', () => {
    render(
      <ProjectCard
        project={project([{ ...deposit, refunded: true }], 450)}
        onRecordPayment={noop}
        onEdit={noop}
        onApproval={noop}
      />,
    );
    expect(screen.queryByText(/deposit €/)).not.toBeInTheDocument();
  });
});
