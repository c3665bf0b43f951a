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

/**
 * "Show on my page": the item in the public portfolio, with an optional caption and tags.
 * `name` names the piece in each control's accessible name (a gallery holds many switches).
 */
export function PublicSwitch({ item, name }: { item: GalleryItem; name?: string }) {
  const publish = usePublishGalleryItem();
  const [caption, setCaption] = useState(item.caption ?? '');
  // The field's own list: the next tag is typed while the last one saves.
  const [tags, setTags] = useState(item.tags);
  if (PRIVATE_TYPES.has(item.type)) return null;
  // A client's healed photo needs the client's recorded yes.
  const refused = !consentAllowsPublic(item);
  const title = name ?? item.title ?? 'this item';
  const send = (isPublic: boolean, next = tags) =>
    publish.mutate(
      { id: item.id, public: isPublic, caption: caption.trim() || null, tags: next },
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
          value={tags}
          maxTags={GALLERY_TAGS_MAX}
          maxLength={GALLERY_TAG_MAX}
          splitChars={[',']}
          clearable
          // Never disabled while saving: a disabled field loses focus, and the next tag with it.
          onChange={(next) => {
            setTags(next);
            send(true, next);
          }}
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
