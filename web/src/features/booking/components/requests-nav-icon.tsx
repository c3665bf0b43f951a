import { Badge, VisuallyHidden } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useBookingRequests } from '../api/get-booking-requests';

/**
 * The sidebar's icon for the requests inbox, with the number waiting for an answer. The count
 * is read out before the item's name ("2 waiting, Requests"); the icon itself stays hidden.
 */
export function RequestsNavIcon(props: ComponentProps<typeof IconInbox>) {
  const waiting = useBookingRequests({ watch: true }).data?.pendingCount ?? 0;
  return (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      <IconInbox {...props} />
      {waiting > 0 && (
        <>
          <Badge
            aria-hidden
            size="xs"
            circle
            color="red"
            style={{ position: 'absolute', top: -6, right: -8 }}
          >
            {waiting}
          </Badge>
          <VisuallyHidden>{`${waiting} waiting, `}</VisuallyHidden>
        </>
      )}
    </span>
  );
}
