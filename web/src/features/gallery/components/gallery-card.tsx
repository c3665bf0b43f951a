import { ActionIcon, Anchor, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconDownload, IconEdit, IconHourglass, IconPrinter, IconTrash } from '@tabler/icons-react';
import { HoverTooltip } from '@/components/hover-tooltip';
import { HealedLookDialog, StencilPrintDialog } from '@/components/lazy-stencil-dialogs';
import { useState } from 'react';
import { GALLERY_PROMPT_PREVIEW, type GalleryItem } from '@inkforge/domain';
import { PublicSwitch } from './public-switch';
import { useStudioFormat } from '@/lib/studio-format';

interface Props {
  item: GalleryItem;
  layout: 'grid' | 'list';
  busy: boolean;
  onDownload: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

const TYPE_LABELS: Record<GalleryItem['type'], string> = {
  tattoo: 'AI Design',
  modified: 'Modified',
  stencil: 'Stencil',
  body_preview: 'Body Preview',
  manual_body_preview: 'Manual Preview',
};

/** Long prompts are collapsed behind a show-more toggle. */
function Prompt({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const long = text.length > GALLERY_PROMPT_PREVIEW;
  return (
    <Text size="sm" c="dimmed">
      {long && !open ? `${text.slice(0, GALLERY_PROMPT_PREVIEW)}…` : text}{' '}
      {long && (
        <Anchor component="button" size="sm" onClick={() => setOpen((v) => !v)}>
          {open ? 'Show less' : 'Show more'}
        </Anchor>
      )}
    </Text>
  );
}

export function GalleryCard({ item, layout, busy, onDownload, onEdit, onDelete }: Props) {
  const f = useStudioFormat();
  const title = item.title ?? TYPE_LABELS[item.type];
  // An untitled piece is named by its kind and the moment it was made, so each card's controls
  // have a name of their own ("Show AI Design of 26 Nov 2026, 10:00:00 on my page").
  const pieceName =
    item.title ?? `${TYPE_LABELS[item.type]} of ${f.dateTime(item.createdAt, { seconds: true })}`;
  const [printing, setPrinting] = useState(false);
  const [ageing, setAgeing] = useState(false);
  // The card shows the small thumbnail; the full image opens in a new tab and is downloaded.
  const image = (
    <Anchor
      href={item.imageUrl}
      target="_blank"
      rel="noreferrer"
      aria-label={`Open full image of ${title}`}
      w={layout === 'list' ? 96 : '100%'}
    >
      <Image
        src={item.thumbnailUrl}
        alt={title}
        radius="sm"
        fit="contain"
        loading="lazy"
        h={layout === 'grid' ? 200 : 96}
        w={layout === 'list' ? 96 : undefined}
      />
    </Anchor>
  );
  return (
    <Card withBorder padding="sm" radius="md" aria-label={`Gallery item ${title}`}>
      <Group align="flex-start" wrap={layout === 'list' ? 'nowrap' : 'wrap'}>
        {image}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600} truncate>
              {title}
            </Text>
            <Badge variant="light">{TYPE_LABELS[item.type]}</Badge>
          </Group>
          {item.clientName && <Text size="sm">Client: {item.clientName}</Text>}
          {item.prompt && <Prompt text={item.prompt} />}
          <Text size="xs" c="dimmed">
            {f.date(item.createdAt)}
          </Text>
          <PublicSwitch item={item} name={pieceName} />
          <Group gap="xs">
            <HoverTooltip label="Download">
              <ActionIcon
                variant="light"
                aria-label="Download"
                onClick={onDownload}
                disabled={busy}
              >
                <IconDownload size={16} />
              </ActionIcon>
            </HoverTooltip>
            {item.type === 'stencil' && (
              <HoverTooltip label="Print at size (PDF/SVG)">
                <ActionIcon
                  variant="light"
                  aria-label="Print at size"
                  onClick={() => setPrinting(true)}
                  disabled={busy}
                >
                  <IconPrinter size={16} />
                </ActionIcon>
              </HoverTooltip>
            )}
            {item.type === 'stencil' && (
              <HoverTooltip label="Healed look (5, 10, 20 years)">
                <ActionIcon
                  variant="light"
                  aria-label="Healed look"
                  onClick={() => setAgeing(true)}
                  disabled={busy}
                >
                  <IconHourglass size={16} />
                </ActionIcon>
              </HoverTooltip>
            )}
            <HoverTooltip label="Edit">
              <ActionIcon variant="light" aria-label="Edit" onClick={onEdit} disabled={busy}>
                <IconEdit size={16} />
              </ActionIcon>
            </HoverTooltip>
            <HoverTooltip label="Delete">
              <ActionIcon
                variant="light"
                color="red"
                aria-label="Delete"
                onClick={onDelete}
                loading={busy}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </HoverTooltip>
          </Group>
        </Stack>
      </Group>
      {item.type === 'stencil' && (
        <StencilPrintDialog
          opened={printing}
          onClose={() => setPrinting(false)}
          imageUrl={item.imageUrl}
          name={title}
        />
      )}
      {item.type === 'stencil' && (
        <HealedLookDialog
          opened={ageing}
          onClose={() => setAgeing(false)}
          imageUrl={item.imageUrl}
        />
      )}
    </Card>
  );
}
