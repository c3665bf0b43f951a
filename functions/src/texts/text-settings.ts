import {
  DEFAULT_TEXT_REMINDER_HOURS,
  DEFAULT_TEXT_TEMPLATES,
  textSettingsOf,
  type ApiTextSettings,
  type TextSettings,
} from '@inkforge/domain';
import { userRef } from '../adapters/firebase/documents';
import type { TextDeps } from './deps';

function answerOf(deps: TextDeps, settings: TextSettings): ApiTextSettings {
  return {
    configured: deps.texts.configured,
    ...settings,
    defaults: { reminderHours: DEFAULT_TEXT_REMINDER_HOURS, templates: DEFAULT_TEXT_TEMPLATES },
  };
}

/** GET /api/settings/texts: off, 48 and 2 hours, the default wording, until set. */
export async function getTextSettings(deps: TextDeps, uid: string): Promise<ApiTextSettings> {
  const user = await userRef(deps.db, uid).get();
  return answerOf(deps, textSettingsOf(user.get('textSettings')));
}

/**
 * PUT /api/settings/texts: applies to texts planned from now on (a waiting reminder keeps its
 * time; its words are written when it goes). Templates over 3 segments were refused by the
 * schema with TEXT_TEMPLATE_TOO_LONG.
 */
export async function saveTextSettings(
  deps: TextDeps,
  uid: string,
  settings: TextSettings,
): Promise<ApiTextSettings> {
  await userRef(deps.db, uid).set(
    { textSettings: settings, updatedAt: deps.clock() },
    { merge: true },
  );
  return answerOf(deps, settings);
}
