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

describe('ArtistHeader with the artist identity', () => {
  it('shows the avatar named by the artist, the studio and the accent rule', () => {
    render(
      <ArtistHeader
        name="Rita Linework"
        studio="Needle & Thread"
        avatarUrl="/book/rita/avatar/avatar-0123456789abcdef-192.webp"
        accentColor="#1d4ed8"
      />,
    );
    const header = screen.getByLabelText('Your artist');
    expect(screen.getByRole('img', { name: 'Rita Linework' })).toHaveAttribute(
      'src',
      '/book/rita/avatar/avatar-0123456789abcdef-192.webp',
    );
    expect(header).toHaveTextContent('Needle & Thread');
    expect(header).toHaveStyle({ borderBottom: '3px solid #1d4ed8' });
  });
});
