import { Anchor, Badge, Button, Card, Group, Image, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { Concept } from '@inkforge/domain';

interface Props {
  concept: Concept;
  index: number;
  busy: boolean;
  onKeep: (id: string) => void;
  onDiscard: (id: string) => void;
}

/** The existing Modify Design tool, opened on the kept concept's image. */
const refineHref = (imageUrl: string) =>
  `${paths.modifyDesign}?imageUrl=${encodeURIComponent(imageUrl)}`;

/** One thumbnail: kept or discarded by the artist, a kept one refined with the design tools. */
export function ConceptCard({ concept, index, busy, onKeep, onDiscard }: Props) {
  const name = `Concept ${index + 1}`;
  return (
    <Card withBorder padding="xs" component="figure" m={0} aria-label={name}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Anchor href={concept.imageUrl} target="_blank" rel="noreferrer">
          <Image
            src={concept.thumbnailUrl}
            alt={`${name}, a sketch`}
            w={120}
            h={120}
            fit="contain"
            radius="sm"
          />
        </Anchor>
        <Stack gap="xs" style={{ flex: 1 }}>
          {concept.state === 'kept' ? (
            <>
              <Badge color="green" variant="light">
                Kept in your gallery
              </Badge>
              <Anchor
                component={Link}
                to={refineHref(concept.imageUrl)}
                className="touch-target"
                aria-label={`Refine ${name} in Modify Design`}
              >
                Refine
              </Anchor>
            </>
          ) : (
            <>
              <Button
                size="sm"
                onClick={() => onKeep(concept.id)}
                disabled={busy}
                aria-label={`Keep ${name}`}
              >
                Keep
              </Button>
              <Button
                size="sm"
                variant="default"
                onClick={() => onDiscard(concept.id)}
                disabled={busy}
                aria-label={`Discard ${name}`}
              >
                Discard
              </Button>
            </>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
