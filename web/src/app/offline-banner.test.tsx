import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test-utils/render';
import { OFFLINE_MESSAGE, OfflineBanner } from './offline-banner';

describe('OfflineBanner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the app is offline when the network goes, and goes when it is back', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineBanner />);
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();

    online.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText('Offline — showing what was last loaded')).toBeInTheDocument();

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();
  });
});
