import {
  Anchor,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { PublicProfile } from '@inkforge/domain';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePublicPage } from '../api/get-public-page';
import { useSavePublicPage } from '../api/save-public-page';
import { AccentColorField, accentProblem } from './accent-color-field';
import { AvatarField } from './avatar-field';
import { EmbedSnippet } from './embed-snippet';
import { HeaderPreview } from './header-preview';
import { PageAddress } from './page-address';

type Draft = Record<Exclude<keyof PublicProfile, 'languages' | 'embedOrigins'>, string> & {
  languages: string;
  embedOrigins: string;
};

const toDraft = (p: PublicProfile): Draft => ({
  studioName: p.studioName ?? '',
  city: p.city ?? '',
  address: p.address ?? '',
  languages: p.languages.join(', '),
  instagram: p.instagram ?? '',
  website: p.website ?? '',
  booksMessage: p.booksMessage ?? '',
  embedOrigins: p.embedOrigins.join('\n'),
  accentColor: p.accentColor ?? '',
  about: p.about ?? '',
});

const listOf = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

const FIELDS: {
  key: Exclude<keyof Draft, 'embedOrigins' | 'accentColor'>;
  label: string;
  placeholder?: string;
}[] = [
  { key: 'studioName', label: 'Studio name' },
  { key: 'city', label: 'City' },
  { key: 'address', label: 'Address (optional)' },
  { key: 'languages', label: 'Languages', placeholder: 'English, Deutsch' },
  { key: 'instagram', label: 'Instagram', placeholder: '@yourname' },
  { key: 'website', label: 'Website', placeholder: 'https://' },
  { key: 'booksMessage', label: 'Message beside "Books open"' },
];

/** Settings: what the header of the public page at /book/{username} says. */
export function PublicPageCard({ username, name }: { username: string; name?: string }) {
  const page = usePublicPage();
  const save = useSavePublicPage();
  const [draft, setDraft] = useState<Draft | null>(null);
  const shown = draft ?? (page.data ? toDraft(page.data) : null);
  const accentRefused = shown ? accentProblem(shown.accentColor) !== null : false;

  const submit = () => {
    if (!shown) return;
    save.mutate(
      {
        ...shown,
        languages: listOf(shown.languages, /,/),
        embedOrigins: listOf(shown.embedOrigins, /[\s,]+/),
      },
      {
        onSuccess: () => {
          setDraft(null);
          notifySuccess('Page Saved', 'Your public page shows it within a few minutes.');
        },
        onError: (error) =>
          notifyError('Page Not Saved', errorMessage(error, 'Failed to save the page.')),
      },
    );
  };

  return (
    <Card withBorder component="section" aria-labelledby="public-page-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="public-page-heading">
          Public page
        </Title>
        <Text size="sm" c="dimmed">
          The header of{' '}
          <Anchor href={`/book/${username}`} target="_blank" rel="noopener">
            your page
          </Anchor>
          . Choose its portfolio in the gallery with “Show on my page”.
        </Text>
        <PageAddress username={username} />
        {page.isPending && <Skeleton height={160} />}
        {shown &&
          FIELDS.map(({ key, label, placeholder }) => (
            <TextInput
              key={key}
              label={label}
              placeholder={placeholder}
              value={shown[key]}
              onChange={(e) => setDraft({ ...shown, [key]: e.currentTarget.value })}
            />
          ))}
        {shown && page.data && (
          <>
            <AvatarField avatarUrl={page.data.avatarUrl} name={name || username} />
            <AccentColorField
              value={shown.accentColor}
              onChange={(accentColor) => setDraft({ ...shown, accentColor })}
            />
            <HeaderPreview
              name={name || shown.studioName || username}
              studio={shown.studioName}
              avatarUrl={page.data.avatarUrl}
              accentColor={shown.accentColor && !accentRefused ? shown.accentColor : null}
            />
          </>
        )}
        {shown && (
          <Textarea
            label="About"
            description="Who you are and what you love to tattoo: shown on your page under the header."
            autosize
            minRows={3}
            maxLength={1000}
            value={shown.about}
            onChange={(e) => setDraft({ ...shown, about: e.currentTarget.value })}
          />
        )}
        {shown && (
          <Textarea
            label="Sites that may show your request form"
            description="One address per line, such as https://yourstudio.com"
            autosize
            minRows={2}
            value={shown.embedOrigins}
            onChange={(e) => setDraft({ ...shown, embedOrigins: e.currentTarget.value })}
          />
        )}
        {page.data && <EmbedSnippet username={username} sites={page.data.embedOrigins.length} />}
        {shown && (
          <Group justify="flex-end">
            <Button
              onClick={submit}
              loading={save.isPending}
              disabled={draft === null || accentRefused}
            >
              Save public page
            </Button>
          </Group>
        )}
        {page.isError && <Text c="red">{errorMessage(page.error, 'Failed to load.')}</Text>}
      </Stack>
    </Card>
  );
}
