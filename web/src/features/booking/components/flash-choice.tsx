import { Badge, Card, Group, Image, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { copiesLabel, formatMoneyOf, type ApiFlash } from '@inkforge/domain';

interface Props {
  flash: ApiFlash[];
  selectedId: string | null;
  /** The artist's locale: prices read as on their own screens. */
  locale: string;
  onChoose: (flash: ApiFlash) => void;
}

/** The artist's flash as cards; a sold-out design says so and cannot be chosen. */
export function FlashChoice({ flash, selectedId, locale, onChoose }: Props) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" component="ul" p={0} m={0}>
      {flash.map((f) => {
        const selected = f.id === selectedId;
        return (
          <li key={f.id} style={{ listStyle: 'none' }}>
            <UnstyledButton
              w="100%"
              h="100%"
              aria-pressed={selected}
              disabled={!f.bookable}
              onClick={() => onChoose(f)}
            >
              <Card
                withBorder
                padding="xs"
                h="100%"
                style={{
                  borderWidth: 2,
                  borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined,
                  opacity: f.bookable ? 1 : 0.6,
                }}
              >
                <Stack gap={4}>
                  <Image
                    src={f.imageUrl}
                    alt=""
                    h={120}
                    fit="contain"
                    bg="var(--if-design-paper)"
                  />
                  <Text fw={600} size="sm">
                    {f.title}
                  </Text>
                  <Text size="sm">From {formatMoneyOf(f.fromPrice, locale)}</Text>
                  <Group gap={4}>
                    <Badge
                      size="sm"
                      variant={f.bookable ? 'light' : 'filled'}
                      color={f.bookable ? undefined : 'gray'}
                      style={{ textTransform: 'none' }}
                    >
                      {copiesLabel(f)}
                    </Badge>
                  </Group>
                </Stack>
              </Card>
            </UnstyledButton>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
