import { Box, Button, Paper, Stack, Text } from '@mantine/core';
import { ArtistHeader } from '@/components/artist-header';

interface Props {
  name: string;
  studio: string;
  avatarUrl: string | null;
  /** Only a colour that passes the contrast check; the default otherwise. */
  accentColor: string | null;
}

/** The header as a client sees it on the page and the links the artist sends, as typed. */
export function HeaderPreview({ name, studio, avatarUrl, accentColor }: Props) {
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm" id="header-preview-label">
        Preview
      </Text>
      <Paper withBorder p="sm" aria-labelledby="header-preview-label" role="group">
        <ArtistHeader
          name={name}
          studio={studio || null}
          avatarUrl={avatarUrl}
          accentColor={accentColor}
        />
        <Box mt="sm">
          <Button component="span" size="xs" color={accentColor ?? 'dark'} aria-hidden>
            Request a tattoo
          </Button>
        </Box>
      </Paper>
    </Stack>
  );
}
