import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test-utils/render';
import { PrivacyDocument } from './privacy-document';

describe('PrivacyDocument', () => {
  it('says what is stored, why, for how long, about health data, processors and rights', () => {
    render(<PrivacyDocument />, { route: '/privacy' });
    for (const heading of [
      'What we store and why',
      'Health data',
      'Processors',
      'How long we keep it',
      'Your rights',
      'Contact',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    for (const processor of [/^Google Cloud/, /^Stripe:/, /^OpenAI:/]) {
      expect(screen.getByText(processor)).toBeInTheDocument();
    }
    expect(screen.getByText(/Article 9 of the GDPR/)).toBeInTheDocument();
  });
});
