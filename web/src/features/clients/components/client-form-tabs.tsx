import { Select, SimpleGrid, Stack, Tabs, TextInput, Textarea } from '@mantine/core';
import { choiceOptions, CLIENT_STATUSES, type ClientStatus } from '@inkforge/domain';
import type { ClientFormValues } from './client-form';

interface Props {
  values: ClientFormValues;
  onChange: (values: ClientFormValues) => void;
  /** Only the edit dialog changes the status. */
  withStatus?: boolean;
}

/** The three tabs of the Add Client and Edit Client dialogs. */
export function ClientFormTabs({ values, onChange, withStatus = false }: Props) {
  const field = (key: keyof ClientFormValues) => ({
    value: values[key],
    onChange: (e: { currentTarget: { value: string } }) =>
      onChange({ ...values, [key]: e.currentTarget.value }),
  });
  return (
    <Tabs defaultValue="basic" keepMounted>
      <Tabs.List>
        <Tabs.Tab value="basic">Basic Info</Tabs.Tab>
        <Tabs.Tab value="contact">Contact & Emergency</Tabs.Tab>
        <Tabs.Tab value="medical">Medical & Preferences</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="basic" pt="md">
        <Stack>
          <TextInput label="Name" required data-autofocus {...field('name')} />
          <TextInput label="Date of Birth" type="date" {...field('dateOfBirth')} />
          {withStatus && (
            <Select
              label="Status"
              data={choiceOptions(CLIENT_STATUSES)}
              value={values.status}
              allowDeselect={false}
              onChange={(v) => onChange({ ...values, status: (v ?? 'active') as ClientStatus })}
            />
          )}
          <Textarea label="Notes" {...field('notes')} />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="contact" pt="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Email" type="email" {...field('email')} />
          <TextInput label="Phone" type="tel" {...field('phone')} />
          <TextInput label="Emergency Contact" {...field('emergencyContact')} />
          <TextInput label="Emergency Phone" type="tel" {...field('emergencyPhone')} />
        </SimpleGrid>
      </Tabs.Panel>
      <Tabs.Panel value="medical" pt="md">
        <Stack>
          <Textarea label="Allergies" {...field('allergies')} />
          <Textarea label="Medical Notes" {...field('medicalNotes')} />
          <TextInput label="Preferred Style" {...field('preferredStyle')} />
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
