import { VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { onAnnounce, type Politeness } from '@/lib/announce';

type Messages = Record<Politeness, string>;

/** The two live regions behind announce(): always in the page, so readers pick up changes. */
export function LiveRegion() {
  const [messages, setMessages] = useState<Messages>({ polite: '', assertive: '' });
  useEffect(
    () =>
      onAnnounce((message, politeness) => {
        // Clear first: the same message twice in a row must be read twice.
        setMessages((current) => ({ ...current, [politeness]: '' }));
        requestAnimationFrame(() =>
          setMessages((current) => ({ ...current, [politeness]: message })),
        );
      }),
    [],
  );
  return (
    <VisuallyHidden>
      <div role="status" aria-live="polite" aria-atomic="true">
        {messages.polite}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {messages.assertive}
      </div>
    </VisuallyHidden>
  );
}
