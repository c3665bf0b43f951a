import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { AI_MODEL_ROLE_INFO } from '@inkforge/domain';
import { useAiStatus } from '../api/get-ai-status';

/**
 * For admins: an OpenAI model the server is configured with is no longer served, so the
 * features on it answer "temporarily unavailable" (and charge nothing) until it is switched.
 */
export function AiModelAlert({ isAdmin }: { isAdmin: boolean }) {
  const status = useAiStatus(isAdmin);
  const missing = status.data?.models.filter((m) => !m.available) ?? [];
  if (!isAdmin || missing.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title="An AI model is unavailable"
    >
      <List size="sm" spacing={4}>
        {missing.map(({ role, model }) => (
          <List.Item key={role}>
            <Text span fw={600}>
              {model}
            </Text>{' '}
            ({AI_MODEL_ROLE_INFO[role].uses}) is not served by OpenAI. Set{' '}
            <Text span ff="monospace">
              {AI_MODEL_ROLE_INFO[role].param}
            </Text>{' '}
            to a current model and redeploy the functions.
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
