import {
  Alert,
  Button,
  Card,
  Group,
  Progress,
  SegmentedControl,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/lazy-confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { presignedDownload } from '@/lib/presigned-download';
import { useDeleteGalleryItem } from '../api/delete-gallery-item';
import { useGallery } from '../api/get-gallery';
import { useGalleryLimits } from '../api/get-gallery-limits';
import {
  editPath,
  filterItems,
  GALLERY_SECTIONS,
  sectionCount,
  type GalleryFilter,
} from '../gallery-sections';
import { GalleryCard } from './gallery-card';
import { LoadMore } from './load-more';
import { PortfolioOrderCard } from './portfolio-order-card';
import { CardsSkeleton } from '@/components/cards-skeleton';
import { PageHeader } from '@/components/page-header';

const FILTERS: { value: GalleryFilter; label: string }[] = [
  { value: 'all', label: 'All types' },
  { value: 'tattoo', label: 'AI designs' },
  { value: 'modified', label: 'Modified' },
  { value: 'stencil', label: 'Stencils' },
  { value: 'body_preview', label: 'Body previews' },
];

function StorageCard() {
  const { data: limits } = useGalleryLimits();
  if (limits?.limit === 0) {
    return (
      <Alert title="Save designs permanently" color="yellow">
        Your plan has no gallery storage. Upgrade to save designs permanently.
      </Alert>
    );
  }
  return (
    <Card withBorder aria-label="Storage usage">
      {/* Drawn at its full height while the numbers load: the list below never moves. */}
      <Group justify="space-between">
        <Text fw={600}>Storage</Text>
        {limits ? (
          <Text>
            {limits.current} / {limits.limit} designs
          </Text>
        ) : (
          <Skeleton w={96}>
            <Text aria-hidden>{'\u00a0'}</Text>
          </Skeleton>
        )}
      </Group>
      <Progress
        aria-label="Designs stored"
        value={limits ? (100 * limits.current) / limits.limit : 0}
        mt="sm"
      />
    </Card>
  );
}

/** Design Gallery. */
export function GalleryScreen() {
  const navigate = useNavigate();
  const gallery = useGallery();
  const counts = useGalleryLimits().data?.counts;
  const remove = useDeleteGalleryItem();
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<GalleryFilter>('all');
  // Deleting removes the image for good: it is confirmed first.
  const [confirming, setConfirming] = useState<string | null>(null);

  const items = filterItems(gallery.items, filter, search);

  const download = async (imageUrl: string) => {
    try {
      await presignedDownload(imageUrl);
    } catch {
      notifyError('Download failed', 'Unable to download the image');
    }
  };

  const del = (id: string) => {
    setConfirming(null);
    remove.mutate(id, {
      onSuccess: () => notifySuccess('Item Deleted', 'The design was removed from your gallery.'),
      onError: (error) => notifyError('Delete Failed', errorMessage(error, 'Please try again.')),
    });
  };
  // The item being deleted shows its own pending state.
  const busyId = remove.isPending ? remove.variables : null;

  return (
    <Stack>
      <PageHeader title="Design Gallery" />
      <StorageCard />
      <PortfolioOrderCard />
      <Group>
        <TextInput
          aria-label="Search gallery"
          placeholder="Search designs"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <NativeSelect
          aria-label="Type filter"
          data={FILTERS}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value as GalleryFilter)}
        />
        <SegmentedControl
          aria-label="Layout"
          value={layout}
          onChange={(v) => setLayout(v as 'grid' | 'list')}
          data={[
            { value: 'grid', label: 'Grid' },
            { value: 'list', label: 'List' },
          ]}
        />
      </Group>
      {gallery.isPending && (
        <CardsSkeleton
          count={3}
          height={280}
          cols={layout === 'grid' ? { base: 1, sm: 2, lg: 3 } : 1}
          label="Loading gallery"
        />
      )}
      {gallery.isError && (
        <Alert color="red" title="Load Failed">
          {errorMessage(gallery.error, 'The gallery could not be loaded.')}
        </Alert>
      )}
      {gallery.data &&
        GALLERY_SECTIONS.map((section) => {
          const inSection = items.filter((i) => section.types.includes(i.type));
          const count = sectionCount(section, inSection.length, counts, filter, search);
          return (
            <Stack key={section.title} component="section" aria-label={section.title} gap="xs">
              <Title order={2} size="h3">
                {section.title} ({count})
              </Title>
              {inSection.length === 0 && count > 0 ? (
                <Text c="dimmed">Older designs of this kind are on the next pages.</Text>
              ) : inSection.length === 0 ? (
                <Group>
                  <Text c="dimmed">{section.empty}</Text>
                  <Button variant="light" onClick={() => void navigate(section.action.to)}>
                    {section.action.label}
                  </Button>
                </Group>
              ) : (
                <SimpleGrid cols={layout === 'grid' ? { base: 1, sm: 2, lg: 3 } : 1}>
                  {inSection.map((item) => (
                    <GalleryCard
                      key={item.id}
                      item={item}
                      layout={layout}
                      busy={busyId === item.id}
                      onDownload={() => void download(item.imageUrl)}
                      onEdit={() => void navigate(editPath(item.imageUrl))}
                      onDelete={() => setConfirming(item.id)}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          );
        })}
      {gallery.data && (
        <LoadMore
          gallery={gallery}
          shown={items.length}
          total={counts && Object.values(counts).reduce((sum, n) => sum + n, 0)}
        />
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title="Delete this design?"
        message="It is removed from your gallery and cannot be restored."
        onConfirm={() => confirming && void del(confirming)}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
