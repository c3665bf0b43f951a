import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import {
  STUDIO_CURRENCIES,
  STUDIO_LOCALE_LABELS,
  STUDIO_LOCALES,
  studioFormatters,
  type StudioCurrency,
  type StudioLocale,
  type User,
} from '@inkforge/domain';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateFormats } from '../api/update-formats';

const SAMPLE_CENTS = 123450;
const SAMPLE_AT = '2026-12-05T13:00:00Z';

const currencyName = (code: string) =>
  new Intl.DisplayNames(['en'], { type: 'currency' }).of(code) ?? code;

/**
 * Beyond the spec: the studio's one currency and number/date style. Every amount and date on
 * the screens, the client e-mails and the PDFs follows them.
 */
export function StudioFormatCard({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const [currency, setCurrency] = useState<StudioCurrency>(user.currency);
  const [locale, setLocale] = useState<StudioLocale>(user.locale);
  const save = useUpdateFormats((saved) => {
    onSaved({ ...user, ...saved });
    notifySuccess('Formats Saved', 'Amounts and dates now read this way everywhere.');
  });
  const sample = studioFormatters({ currency, locale, timeZone: 'UTC' });
  const changed = currency !== user.currency || locale !== user.locale;

  return (
    <Card withBorder component="section" aria-labelledby="formats-heading">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(
            { currency, locale },
            {
              onError: (error) =>
                notifyError('Formats Not Saved', errorMessage(error, 'Failed to save.')),
            },
          );
        }}
      >
        <Stack gap="xs">
          <Title order={2} size="h4" id="formats-heading">
            Currency and formats
          </Title>
          <Text size="sm" c="dimmed">
            Prices, payments and deposits are in this currency; deposits already asked keep theirs.
          </Text>
          <Group grow align="flex-start">
            <Select
              label="Currency"
              data={STUDIO_CURRENCIES.map((c) => ({
                value: c,
                label: `${c} · ${currencyName(c)}`,
              }))}
              value={currency}
              allowDeselect={false}
              onChange={(v) => v && setCurrency(v as StudioCurrency)}
            />
            <Select
              label="Number and date format"
              data={STUDIO_LOCALES.map((l) => ({ value: l, label: STUDIO_LOCALE_LABELS[l] }))}
              value={locale}
              allowDeselect={false}
              onChange={(v) => v && setLocale(v as StudioLocale)}
            />
          </Group>
          <Text size="sm" data-testid="format-sample">
            Reads as: {sample.money(SAMPLE_CENTS)} · {sample.dateTime(SAMPLE_AT)}
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!changed}>
              Save formats
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
