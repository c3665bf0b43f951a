import { Alert, Card, Radio, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  TEMPLATED_TEXT_KINDS,
  type ApiTextSettings,
  type OverAllowance,
  type TemplatedTextKind,
} from '@inkforge/domain';
import { SaveButton } from '@/components/save-button';
import { errorFields, errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useTextSettings } from '../api/get-text-settings';
import { useSaveTextSettings, type TextSettingsBody } from '../api/save-text-settings';
import { ReminderHoursField } from './reminder-hours-field';
import { TemplateEditor } from './template-editor';
import { TEXTS_NOT_CONFIGURED } from './texts-not-configured';

const OVER_ALLOWANCE_WORDS: Record<OverAllowance, string> = {
  pause: 'Pause texts and use e-mail',
  credits: '1 credit per segment',
};

type Draft = Pick<ApiTextSettings, 'enabled' | 'reminderHours' | 'overAllowance'> & {
  templates: Record<TemplatedTextKind, string>;
};

function draftOf(settings: ApiTextSettings): Draft {
  const templates = Object.fromEntries(
    TEMPLATED_TEXT_KINDS.map((kind) => [
      kind,
      settings.templates[kind] ?? settings.defaults.templates[kind],
    ]),
  ) as Record<TemplatedTextKind, string>;
  return { ...settings, templates };
}

/** Only the wording the artist changed is stored: the rest follows the defaults. */
function bodyOf(draft: Draft, defaults: ApiTextSettings['defaults']): TextSettingsBody {
  const templates = Object.fromEntries(
    TEMPLATED_TEXT_KINDS.filter((kind) => draft.templates[kind] !== defaults.templates[kind]).map(
      (kind) => [kind, draft.templates[kind]],
    ),
  );
  return {
    enabled: draft.enabled,
    reminderHours: draft.reminderHours,
    overAllowance: draft.overAllowance,
    templates,
  };
}

function TextSettingsForm({ settings, studio }: { settings: ApiTextSettings; studio: string }) {
  const [draft, setDraft] = useState(() => draftOf(settings));
  const save = useSaveTextSettings();
  const update = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  // The server names the refused template (`templates.reminder`): its words go under it too.
  const refused = save.isError ? errorFields(save.error) : {};

  const submit = () =>
    save.mutate(bodyOf(draft, settings.defaults), {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        notifySuccess('Texts saved', 'Your text settings are saved.');
      },
    });

  return (
    <Stack>
      {!settings.configured && (
        <Alert color="gray" title="Texts are off">
          {TEXTS_NOT_CONFIGURED}
        </Alert>
      )}
      <Switch
        label="Text clients who agreed to texts"
        description="Confirmations, reminders, moved and cancelled notices and the intake link."
        checked={draft.enabled && settings.configured}
        disabled={!settings.configured}
        onChange={(e) => update({ enabled: e.currentTarget.checked })}
      />
      <ReminderHoursField
        hours={draft.reminderHours}
        onChange={(reminderHours) => update({ reminderHours })}
      />
      <Radio.Group
        label="Beyond the plan's texts this month"
        value={draft.overAllowance}
        onChange={(value) => update({ overAllowance: value as OverAllowance })}
      >
        <Stack gap="xs" mt="xs">
          {(Object.keys(OVER_ALLOWANCE_WORDS) as OverAllowance[]).map((choice) => (
            <Radio key={choice} value={choice} label={OVER_ALLOWANCE_WORDS[choice]} />
          ))}
        </Stack>
      </Radio.Group>
      <Title order={3} size="h5">
        Wording
      </Title>
      {TEMPLATED_TEXT_KINDS.map((kind) => (
        <TemplateEditor
          key={kind}
          kind={kind}
          value={draft.templates[kind]}
          defaultValue={settings.defaults.templates[kind]}
          studio={studio}
          error={refused[`templates.${kind}`]}
          onChange={(value) => update({ templates: { ...draft.templates, [kind]: value } })}
        />
      ))}
      {save.isError && (
        <Alert color="red" title="Not saved" role="alert">
          {errorMessage(save.error, 'The text settings could not be saved.')}
        </Alert>
      )}
      <SaveButton saving={save.isPending} onClick={submit} w="fit-content">
        Save texts
      </SaveButton>
    </Stack>
  );
}

/** Settings → Texts. */
export function TextSettingsCard({ studio }: { studio: string }) {
  const settings = useTextSettings();
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={2} size="h4">
          Texts
        </Title>
        <Text size="sm">
          Texts go only to clients who ticked the box on the booking form or the intake, or who told
          you in person. Each text starts with your studio&apos;s name.
        </Text>
        {settings.isPending && <Skeleton height={200} />}
        {settings.isError && (
          <Alert color="red" title="Failed to load text settings">
            {errorMessage(settings.error, 'Please try again.')}
          </Alert>
        )}
        {settings.data && <TextSettingsForm settings={settings.data} studio={studio} />}
      </Stack>
    </Card>
  );
}
