import type { ApiClient, ClientStatus, EnhancedClientRequest } from '@inkforge/domain';

/** Every enhanced client field as the dialogs hold it (strings; empty means absent). */
export interface ClientFormValues {
  name: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  emergencyContact: string;
  emergencyPhone: string;
  allergies: string;
  medicalNotes: string;
  notes: string;
  preferredStyle: string;
  status: ClientStatus;
}

export const EMPTY_CLIENT: ClientFormValues = {
  name: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  emergencyContact: '',
  emergencyPhone: '',
  allergies: '',
  medicalNotes: '',
  notes: '',
  preferredStyle: '',
  status: 'active',
};

export function formValuesOf(client: ApiClient): ClientFormValues {
  const text = (value: string | undefined) => value ?? '';
  return {
    name: client.name,
    email: text(client.email),
    phone: text(client.phone),
    dateOfBirth: text(client.dateOfBirth),
    emergencyContact: text(client.emergencyContact),
    emergencyPhone: text(client.emergencyPhone),
    allergies: text(client.allergies),
    medicalNotes: text(client.medicalNotes),
    notes: text(client.notes),
    preferredStyle: text(client.preferredStyle),
    status: client.status,
  };
}

/** New clients get no status choice: the server starts them active. */
export function createRequestOf(values: ClientFormValues): EnhancedClientRequest {
  const { status: _status, ...fields } = values;
  return { ...fields, name: fields.name.trim() };
}
