import { Button, Divider, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useDraftBrief } from '../api/draft-brief';
import type { ApiBookingRequest } from '@inkforge/domain';
import { BriefSection } from './brief-section';
import { ConceptsSection } from './concepts-section';
import { OfferSection } from './offer-section';

/**
 * The consultation assistant on one request: the card's button drafts the brief (or opens the
 * one drafted), and a dialog — the whole screen on a phone — holds the brief, its questions,
 * the concepts and the offer, top to bottom in the order the work goes.
 */
export function DesignAssistant({ request }: { request: ApiBookingRequest }) {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const draft = useDraftBrief();
  const [opened, setOpened] = useState(false);
  const { brief } = request;

  const start = () => {
    setOpened(true);
    if (!brief && !draft.isPending) draft.mutate(request.id);
  };

  return (
    <>
      <Button
        variant="light"
        onClick={start}
        aria-label={`${brief ? 'Open the brief' : 'Draft a brief'} for ${request.name}`}
      >
        {brief ? 'Open the brief' : 'Draft a brief'}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Design assistant: ${request.name}`}
        fullScreen={isPhone}
        size="lg"
      >
        <Stack gap="lg">
          <BriefSection request={request} draft={draft} />
          <Divider />
          <ConceptsSection requestId={request.id} hasBrief={brief !== null} />
          <Divider />
          <OfferSection
            requestId={request.id}
            clientName={request.name}
            brief={brief}
            onSent={() => setOpened(false)}
          />
        </Stack>
      </Modal>
    </>
  );
}
