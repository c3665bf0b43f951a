import { describe, expect, it } from 'vitest';
import type { AiStatus } from '@inkforge/domain';
import { stubApi } from '@/test-utils/fetch-stub';
import { render, screen } from '@/test-utils/render';
import { AiModelAlert } from './ai-model-alert';

const status: AiStatus = {
  provider: 'openai',
  models: [
    { role: 'qualityImage', model: 'gpt-image-1', available: false },
    { role: 'fastImage', model: 'gpt-image-2.5-flare', available: true },
  ],
};

describe('AiModelAlert', () => {
  it('tells an admin which model is gone, what it serves and which param switches it', async () => {
    stubApi({ 'GET /api/admin/ai-status': () => status });
    render(<AiModelAlert isAdmin />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An AI model is unavailable');
    expect(alert).toHaveTextContent(
      'gpt-image-1 (prompt, high-quality, ultra-realism, sketch and photo designs) is not served by OpenAI. Set OPENAI_MODEL_QUALITY_IMAGE',
    );
    expect(alert).not.toHaveTextContent('gpt-image-2.5-flare');
  });

  it('never asks, and shows nothing, for an artist', () => {
    const requests = stubApi({ 'GET /api/admin/ai-status': () => status });
    render(<AiModelAlert isAdmin={false} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.url.includes('/api/admin/'))).toHaveLength(0);
  });
});
