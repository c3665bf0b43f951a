import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { CREDIT_COSTS, STYLE_REFERENCES_MAX, type Concept } from '@inkforge/domain';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useDiscardConcept } from '../api/discard-concept';
import { useConcepts } from '../api/get-concepts';
import { useStyleReferences } from '../api/get-style-references';
import { useKeepConcept } from '../api/keep-concept';
import { useSketchConcepts } from '../api/sketch-concepts';
import { ConceptCard } from './concept-card';
import { StyleReferencesPicker } from './style-references-picker';
import { Working } from './working';

interface Props {
  requestId: string;
  hasBrief: boolean;
}

const cost = CREDIT_COSTS.concepts;

/** Three thumbnails from the brief in the artist's own style, kept, discarded or refined. */
export function ConceptsSection({ requestId, hasBrief }: Props) {
  const concepts = useConcepts(requestId);
  const references = useStyleReferences();
  const sketch = useSketchConcepts(requestId);
  const keep = useKeepConcept(requestId);
  const discard = useDiscardConcept(requestId);
  const [picking, setPicking] = useState(false);
  const chosen = references.data?.itemIds ?? [];
  const all: Concept[] = concepts.data ?? [];
  const failure = [sketch, keep, discard].find((m) => m.isError)?.error;

  return (
    <Stack gap="sm" component="section" aria-labelledby={`concepts-${requestId}`}>
      <Title order={3} size="h5" id={`concepts-${requestId}`}>
        Concepts
      </Title>
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {chosen.length === 0
            ? 'No style references chosen: concepts follow the brief alone.'
            : `Steered by ${chosen.length} of your pieces (up to ${STYLE_REFERENCES_MAX}).`}
        </Text>
        <Button variant="default" size="sm" onClick={() => setPicking(true)}>
          Style references
        </Button>
      </Group>
      {!hasBrief && (
        <Text size="sm" c="dimmed">
          Draft the brief first: the concepts are sketched from it.
        </Text>
      )}
      {sketch.isPending ? (
        <Working>Sketching three concepts in your style…</Working>
      ) : (
        <Button disabled={!hasBrief} onClick={() => sketch.mutate()}>
          Sketch 3 concepts
        </Button>
      )}
      <Text size="xs" c="dimmed">
        Three low-cost thumbnails for {cost} credit{cost === 1 ? '' : 's'}.
      </Text>
      {failure && (
        <Alert color="red" role="alert">
          {errorMessage(failure, 'That did not work. Please try again.')}
        </Alert>
      )}
      {concepts.isError && (
        <Alert color="red" role="alert">
          {errorMessage(concepts.error, 'The concepts could not be loaded.')}
        </Alert>
      )}
      {all.map(
        (concept, index) =>
          concept.state !== 'discarded' && (
            <ConceptCard
              key={concept.id}
              concept={concept}
              index={index}
              busy={keep.isPending || discard.isPending}
              onKeep={(id) => keep.mutate(id)}
              onDiscard={(id) => discard.mutate(id)}
            />
          ),
      )}
      <StyleReferencesPicker opened={picking} chosen={chosen} onClose={() => setPicking(false)} />
    </Stack>
  );
}
