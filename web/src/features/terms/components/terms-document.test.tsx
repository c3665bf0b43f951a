import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test-utils/render';
import { TermsDocument } from './terms-document';

describe('TermsDocument', () => {
  it('credits the CC BY icons as their licence asks: authors, source and licence link', () => {
    render(<TermsDocument />);
    expect(screen.getByRole('heading', { name: 'Credits' })).toBeInTheDocument();
    expect(
      screen.getByText(/Icons by Lorc, Delapouite and other contributors/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'game-icons.net' })).toHaveAttribute(
      'href',
      'https://game-icons.net',
    );
    expect(screen.getByRole('link', { name: 'CC BY 3.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/3.0/',
    );
  });
});
