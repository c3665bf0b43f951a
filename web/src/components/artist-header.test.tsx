import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test-utils/render';
import { ArtistHeader } from './artist-header';

describe('ArtistHeader', () => {
  it('names the artist with their initials, leaving the studio out of them', () => {
    render(<ArtistHeader name="Mara Lind (Koi House)" />);
    const header = screen.getByLabelText('Your artist');
    expect(header).toHaveTextContent('Mara Lind (Koi House)');
    expect(header).toHaveTextContent(/^ML/);
  });

  it('shows nothing until the link names the artist', () => {
    render(<ArtistHeader name={undefined} />);
    expect(screen.queryByLabelText('Your artist')).not.toBeInTheDocument();
  });
});
