import { Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  consentAllowsPublic,
  GALLERY_CAPTION_MAX,
  GALLERY_TAG_MAX,
  GALLERY_TAGS_MAX,
  type GalleryItem,
} from '@inkforge/domain';
import { useState } from 'react';
import { usePublishGalleryItem } from '../api/publish-gallery-item';

/** Body previews show a client's body: they never go on the public page. */
const PRIVATE_TYPES = new Set(['body_preview', 'manual_body_preview']);

/** "Show on my page": the item in the public portfolio, with an optional caption and tags. */
export function PublicSwitch({ item }: { item: GalleryItem }) {
  const publish = usePublishGalleryItem();
  const [caption, setCaption] = useState(item.caption ?? '');
  if (PRIVATE_TYPES.has(item.type)) return null;
  // A client's healed photo needs the client's recorded yes.
  const refused = !consentAllowsPublic(item);
  const title = item.title ?? 'this item';
  const send = (isPublic: boolean, tags = item.tags) =>
    publish.mutate(
      { id: item.id, public: isPublic, caption: caption.trim() || null, tags },
      {
        onError: (err) =>
          notifications.show({ color: 'red', title: 'Not saved', message: err.message }),
      },
    );
  return (
    <Stack gap={4}>
      <Switch
        label="Show on my page"
        aria-label={`Show ${title} on my page`}
        checked={item.public}
        disabled={publish.isPending || (refused && !item.public)}
        description={
          refused ? 'The client did not agree to show this photo on your page.' : undefined
        }
        onChange={(e) => send(e.currentTarget.checked)}
      />
      {item.public && (
        <TextInput
          size="xs"
          label="Caption"
          aria-label={`Caption of ${title}`}
          value={caption}
          maxLength={GALLERY_CAPTION_MAX}
          onChange={(e) => setCaption(e.currentTarget.value)}
          onBlur={() => caption.trim() !== (item.caption ?? '') && send(true)}
        />
      )}
      {item.public && (
        <TagsInput
          size="xs"
          label="Style tags"
          aria-label={`Style tags of ${title}`}
          description={`Up to ${GALLERY_TAGS_MAX}, shown under the picture. Press Enter after each.`}
          value={item.tags}
          maxTags={GALLERY_TAGS_MAX}
          maxLength={GALLERY_TAG_MAX}
          splitChars={[',']}
          clearable
          disabled={publish.isPending}
          onChange={(tags) => send(true, tags)}
        />
      )}
      {publish.isPending && (
        <Text size="xs" c="dimmed" role="status">
          Saving…
        </Text>
      )}
    </Stack>
  );
}
