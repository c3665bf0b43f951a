import type {
  ApiClient,
  GalleryItem,
  GenerationJob,
  UserConsentRecord,
  UserConsentType,
} from '@inkforge/domain';

/**
 * Whole answers of the API as the server sends them, for the stubs of tests that care about a
 * few fields only: override what the test is about.
 */
export function galleryItem(overrides: Partial<GalleryItem> = {}): GalleryItem {
  return {
    id: 'g1',
    type: 'tattoo',
    imageUrl: 'https://storage.test/g1.png',
    thumbnailUrl: 'https://storage.test/g1.thumb.webp',
    prompt: null,
    title: null,
    generationType: null,
    clientName: null,
    clientId: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    public: false,
    caption: null,
    tags: [],
    consent: null,
    aiAssisted: false,
    aiTools: [],
    ...overrides,
  };
}

/** POST /api/user-consent's answer, and GET's when the declaration was made. */
export function consentRecorded(consentType: UserConsentType): { consent: UserConsentRecord } {
  return {
    consent: { consentType, consentText: 'I confirm…', recordedAt: '2026-11-26T10:00:00.000Z' },
  };
}

export function apiClient(overrides: Partial<ApiClient> = {}): ApiClient {
  return {
    id: 'c1',
    name: 'Ada Lovelace',
    createdAt: '2026-11-26T10:00:00.000Z',
    status: 'active',
    projects: [],
    appointments: [],
    totalCollected: 0,
    totalEstimated: 0,
    creditBalance: 0,
    ...overrides,
  };
}

export function generationJob(overrides: Partial<GenerationJob> = {}): GenerationJob {
  return {
    jobId: 'job-1',
    status: 'completed',
    generationType: 'prompt',
    prompt: 'a rose',
    style: null,
    colorScheme: 'blackwork',
    cost: 4,
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:30.000Z',
    ...overrides,
  };
}
