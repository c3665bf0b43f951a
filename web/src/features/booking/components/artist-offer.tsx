import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoneyOf, type ApiBookingPage } from '@inkforge/domain';

/** What the artist takes: styles, minimums, the deposit rule and the policy, above the form. */
export function ArtistOffer({ page }: { page: ApiBookingPage }) {
  const minimums = [
    page.minimumSizeCm !== null ? `Minimum size: ${page.minimumSizeCm} cm` : null,
    page.minimumPrice !== null
      ? `Minimum price: ${formatMoneyOf(page.minimumPrice, page.locale)}`
      : null,
    page.depositText,
  ].filter((line): line is string => line !== null);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="offer-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="offer-heading">
          What I take
        </Title>
        {page.styles.length > 0 && (
          <Group gap="xs" aria-label="Styles">
            {page.styles.map((style) => (
              <Badge key={style} variant="light" size="lg">
                {style}
              </Badge>
            ))}
          </Group>
        )}
        <List size="sm" spacing={4}>
          {minimums.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        {page.policy && (
          <Stack gap={4}>
            <Title order={3} size="h5">
              Policy
            </Title>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {page.policy}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
