import { Anchor, Button, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ApiPortalDownload } from '@inkforge/domain';
import { portalHref } from './portal-href';

interface Props {
  downloads: ApiPortalDownload[];
  healedPhotoLink: string | undefined;
}

/** The papers to keep (signed intake, the accepted policy, aftercare) and the healed photo. */
export function PortalDownloads({ downloads, healedPhotoLink }: Props) {
  if (downloads.length === 0 && !healedPhotoLink) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="portal-papers">
      <Title order={2} size="h3" id="portal-papers">
        Your papers
      </Title>
      {downloads.map((d) => (
        <Anchor key={d.path} href={portalHref(d.path)} download>
          <IconDownload size={16} aria-hidden style={{ verticalAlign: 'middle', marginRight: 6 }} />
          {d.label}
        </Anchor>
      ))}
      {healedPhotoLink && (
        <Button component="a" href={healedPhotoLink} variant="light">
          Send a photo of your healed tattoo
        </Button>
      )}
    </Stack>
  );
}
