import { Anchor, Button, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ApiPortal } from '../api/provisional-types';

interface Props {
  downloads: ApiPortal['downloads'];
  healedPhotoUrl: string | null;
}

/** The papers to keep (signed intake, the accepted policy, aftercare) and the healed photo. */
export function PortalDownloads({ downloads, healedPhotoUrl }: Props) {
  if (downloads.length === 0 && !healedPhotoUrl) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="portal-papers">
      <Title order={2} size="h3" id="portal-papers">
        Your papers
      </Title>
      {downloads.map((d) => (
        <Anchor key={d.url} href={d.url} download>
          <IconDownload size={16} aria-hidden style={{ verticalAlign: 'middle', marginRight: 6 }} />
          {d.label}
        </Anchor>
      ))}
      {healedPhotoUrl && (
        <Button component="a" href={healedPhotoUrl} variant="light">
          Send a photo of your healed tattoo
        </Button>
      )}
    </Stack>
  );
}
