import { Alert, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { APPROVAL_IMAGE_LABELS, formatDate, type ApprovalClosedView } from '@inkforge/domain';
import { OfferDetails } from './offer-details';

/**
 * The approval link opened again: the design was approved (when, by whom, and what), or the
 * link was replaced by a newer version's or expired.
 */
export function ApprovalLinkClosed({ view }: { view: ApprovalClosedView }) {
  const artist = view.artistName;
  if (view.state !== 'approved') {
    return view.state === 'replaced' ? (
      <Alert color="orange" title="A newer version was sent" role="status">
        {artist} sent you a newer version of this design with a new link. Use the newest link from
        your e-mail, or ask {artist} to send it again.
      </Alert>
    ) : (
      <Alert color="orange" title="This link has expired" role="status">
        Approval links work for a limited time. Ask {artist} for a new link.
      </Alert>
    );
  }
  const on = formatDate(
    view.approvedAt,
    { timeZone: view.timezone, locale: view.locale },
    {
      weekday: true,
    },
  );
  return (
    <Stack>
      <Alert color="green" title="You approved this design" role="status">
        You approved this design on {on}, as {view.approvedBy}. {artist} has your approval.
      </Alert>
      {view.offer && <OfferDetails offer={view.offer} locale={view.locale} />}
      <Text>
        The design for <b>{view.projectTitle}</b>, as you approved it:
      </Text>
      {view.aiDisclosure && <Text fw={600}>{view.aiDisclosure}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {view.images.map((image) => (
          <Stack key={image.kind} gap={4}>
            <Text fw={600}>{APPROVAL_IMAGE_LABELS[image.kind]}</Text>
            <Image
              src={image.imageUrl}
              alt={`${APPROVAL_IMAGE_LABELS[image.kind]}: ${image.title}`}
              bg="var(--if-design-paper)"
            />
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
