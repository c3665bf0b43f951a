import { answer, route } from '../api/route';
import type { OverAllowance } from './allowances';
import { textSettingsSchema, type TextSettings } from './settings.schema';
import type { TemplatedTextKind } from './text-kind';

/** GET/PUT /api/settings/texts: the settings, and whether this server can text at all. */
export interface ApiTextSettings extends TextSettings {
  /** False when the server has no Twilio account: texts are off and clients get e-mail. */
  configured: boolean;
  defaults: { reminderHours: number[]; templates: Record<TemplatedTextKind, string> };
}

/** GET /api/texts/usage: this month's segments against the plan's allowance. */
export interface ApiTextUsage {
  month: string;
  used: number;
  allowance: number;
  overAllowance: OverAllowance;
}

export const textRoutes = {
  settings: route({
    method: 'GET',
    path: '/api/settings/texts',
    access: 'artist',
    answer: answer<ApiTextSettings>(),
  }),
  saveSettings: route({
    method: 'PUT',
    path: '/api/settings/texts',
    access: 'artist',
    body: textSettingsSchema,
    answer: answer<ApiTextSettings>(),
  }),
  usage: route({
    method: 'GET',
    path: '/api/texts/usage',
    access: 'artist',
    answer: answer<ApiTextUsage>(),
  }),
};
