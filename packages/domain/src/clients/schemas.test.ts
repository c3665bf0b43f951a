import { describe, expect, it } from 'vitest';
import { appointmentRequestSchema, updateAppointmentRequestSchema } from './appointment.schema';
import { enhancedClientRequestSchema, simpleClientRequestSchema } from './client.schema';
import { paymentRequestSchema } from './payment.schema';
import { projectRequestSchema } from './project.schema';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('client schemas', () => {
  it('needs a name after trimming', () => {
    expect(firstMessage(simpleClientRequestSchema.safeParse({ name: '   ' }))).toBe(
      'Client name is required.',
    );
    expect(firstMessage(enhancedClientRequestSchema.safeParse({}))).toBe(
      'Client name is required.',
    );
  });

  it('treats empty fields as absent', () => {
    expect(
      enhancedClientRequestSchema.parse({ name: ' Ada ', email: '', allergies: ' latex ' }),
    ).toEqual({ name: 'Ada', allergies: 'latex' });
  });
});

describe('project schema', () => {
  it('converts prices to cents and defaults the status', () => {
    expect(
      projectRequestSchema.parse({
        clientId: 'c1',
        title: 'Koi',
        estimatedPrice: '450.50',
        estimatedHours: '6',
        bodyPlacement: 'Forearm',
        size: '',
      }),
    ).toEqual({
      clientId: 'c1',
      title: 'Koi',
      estimatedPrice: 45050,
      estimatedHours: 6,
      bodyPlacement: 'Forearm',
      status: 'consultation',
    });
    expect(firstMessage(projectRequestSchema.safeParse({ clientId: 'c1' }))).toBe(
      'Project title is required.',
    );
    expect(
      firstMessage(
        projectRequestSchema.safeParse({ clientId: 'c', title: 'x', estimatedHours: 1.5 }),
      ),
    ).toBe('Estimated hours must be a whole number.');
  });
});

describe('payment schema', () => {
  it('needs a positive amount', () => {
    expect(firstMessage(paymentRequestSchema.safeParse({ projectId: 'p' }))).toBe(
      'Payment amount is required.',
    );
    expect(firstMessage(paymentRequestSchema.safeParse({ projectId: 'p', amount: 0 }))).toBe(
      'Amounts must be positive numbers with at most two decimals.',
    );
    expect(paymentRequestSchema.parse({ projectId: 'p', amount: 100.1 })).toEqual({
      projectId: 'p',
      amount: 10010,
      paymentMethod: 'cash',
      confirmOverpayment: false,
    });
    expect(firstMessage(paymentRequestSchema.safeParse({ projectId: 'p', amount: '10.005' }))).toBe(
      'Amounts must be positive numbers with at most two decimals.',
    );
  });
});

describe('appointment schemas', () => {
  it('applies the defaults and reads the date in the given zone', () => {
    const parsed = appointmentRequestSchema.parse({
      clientId: 'c',
      title: 'Consult',
      appointmentDate: '2025-03-14T23:30',
      timezone: 'America/Los_Angeles',
      duration: 'abc',
      price: '',
    });
    expect(parsed).toMatchObject({
      duration: 120,
      type: 'consultation',
      status: 'scheduled',
      timezone: 'America/Los_Angeles',
    });
    expect(parsed.price).toBeUndefined();
    expect(parsed.appointmentDate.toISOString()).toBe('2025-03-15T06:30:00.000Z');
  });

  it('needs a title and a date', () => {
    expect(firstMessage(updateAppointmentRequestSchema.safeParse({ appointmentDate: 'x' }))).toBe(
      'Appointment title is required.',
    );
    expect(firstMessage(updateAppointmentRequestSchema.safeParse({ title: 'x' }))).toBe(
      'Appointment date and time are required.',
    );
    expect(
      firstMessage(
        updateAppointmentRequestSchema.safeParse({ title: 'x', appointmentDate: 'soon' }),
      ),
    ).toBe('Appointment date and time are required.');
    expect(
      firstMessage(
        updateAppointmentRequestSchema.safeParse({
          title: 'x',
          appointmentDate: '2025-03-14T10:00',
          timezone: 'Mars/Base',
        }),
      ),
    ).toBe('The time zone is not a valid IANA time zone.');
  });
});
