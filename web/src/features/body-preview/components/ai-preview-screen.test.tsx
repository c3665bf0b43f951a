import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { completedWith, editJobReplies } from '@/test-utils/edit-job';
import { consentRecorded, galleryItem } from '@/test-utils/answers';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { imageFile, uploadFile } from '@/test-utils/upload';
import { clientKeys } from '@/lib/query-keys';
import { render, screen } from '@/test-utils/render';
import { AiPreviewScreen } from './ai-preview-screen';

beforeAll(() => {
  // jsdom has no object URLs; the screen only needs one to preview the client photo.
  URL.createObjectURL = () => 'blob:client-photo';
  URL.revokeObjectURL = () => undefined;
});

/** jsdom's File cannot read its bytes; the consent call hashes them, so the photo can. */
const photo = () =>
  Object.assign(imageFile('forearm.jpg', 'image/jpeg'), {
    // A typed array: jsdom's own ArrayBuffer is not one that Node's WebCrypto accepts.
    arrayBuffer: async () => new Uint8Array([1, 2, 3]),
  });

function stub(
  consentRecords = true,
  job = editJobReplies(
    'body_preview',
    { status: 'processing' },
    completedWith('http://img/preview.png', 'u/preview.png'),
  ),
) {
  return stubApi({
    'POST /api/user-consent': () =>
      consentRecords
        ? consentRecorded('body_preview_responsibility')
        : fail(500, 'INTERNAL', 'The consent could not be recorded.'),
    'POST /api/ai/body-preview': () => ({ jobId: 'edit-1', status: 'queued' }),
    'GET /api/ai/jobs/:jobId': ({ params }) => (params.jobId === 'edit-1' ? job() : undefined),
    'POST /api/gallery': () =>
      galleryItem({ id: 'g1', type: 'body_preview', imageUrl: 'http://img/preview.png' }),
  });
}

function renderScreen(credits: number, onCreditsChanged = () => undefined) {
  return render(
    <AiPreviewScreen
      credits={credits}
      onCreditsChanged={onCreditsChanged}
      clients={[{ id: 'c1', name: 'Ana Ruiz' }]}
      tattooPicker={(onPick) => (
        <button type="button" onClick={() => onPick('http://img/tattoo.png')}>
          Pick rose
        </button>
      )}
    />,
  );
}

describe('AiPreviewScreen', () => {
  it('asks for a tattoo, a client photo and consent before spending credits', async () => {
    const requests = stub();
    renderScreen(50);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Apply Tattoo (10 credits)' }));
    expect(await screen.findByText('Missing Requirements')).toBeInTheDocument();

    await uploadFile(new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Invalid File')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pick rose' }));
    await uploadFile(photo());
    expect(await screen.findByAltText('Client photo')).toHaveAttribute('src', 'blob:client-photo');
    await user.click(screen.getByRole('button', { name: 'Apply Tattoo (10 credits)' }));
    expect(await screen.findByText('Consent Required')).toBeInTheDocument();
    expect(requests.some((r) => r.url.endsWith('/api/ai/body-preview'))).toBe(false);
  });

  it('reverts the consent tick when it cannot be recorded', async () => {
    stub(false);
    renderScreen(50);
    const user = await uploadFile(photo());
    await user.click(screen.getByRole('checkbox'));
    expect(await screen.findByText('Failed to record consent')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('is disabled below 10 credits with the spec text', () => {
    stub();
    renderScreen(9);
    expect(screen.getByRole('button', { name: 'Apply Tattoo (10 credits)' })).toBeDisabled();
    expect(
      screen.getByText('You need 10 credits to apply tattoo to body preview'),
    ).toBeInTheDocument();
  });

  it('applies the tattoo, shows the preview and saves it to the gallery', async () => {
    const requests = stub();
    const refreshed = vi.fn();
    renderScreen(10, refreshed);
    const user = await uploadFile(photo());
    await user.click(screen.getByRole('button', { name: 'Pick rose' }));
    await user.click(screen.getByRole('checkbox'));

    expect(await screen.findByText('Consent Recorded')).toBeInTheDocument();
    const consent = requests.find((r) => r.url.endsWith('/api/user-consent'));
    expect(consent?.body).toMatchObject({
      consentType: 'body_preview_responsibility',
      imageSha256: '039058c6f2c0cb492c533b0a4d14ef77cc0f78abccced5287d84a1a2011cfb81',
    });
    await user.click(screen.getByRole('button', { name: 'Apply Tattoo (10 credits)' }));

    // The blocking dialog follows the job until its result.
    expect(await screen.findByText('This usually takes 30-60 seconds.')).toBeInTheDocument();
    expect(
      await screen.findByText('Status: processing', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByAltText('Body preview', {}, { timeout: 15_000 })).toHaveAttribute(
      'src',
      'http://img/preview.png',
    );
    expect(refreshed).toHaveBeenCalled();
    const sent = requests.find((r) => r.url.endsWith('/api/ai/body-preview'))?.body as FormData;
    expect(sent.get('tattooUrl')).toBe('http://img/tattoo.png');
    expect(sent.get('hasConsent')).toBe('true');
    expect(screen.getByRole('button', { name: 'Download Result' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Save to Gallery' }));
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeDisabled();
    const saved = requests.find((r) => r.url.endsWith('/api/gallery'));
    expect(saved?.body).toMatchObject({ imageUrl: 'http://img/preview.png', type: 'body_preview' });
  }, 20_000);

  it('says in words why the preview job failed', async () => {
    const failure =
      'The image could not be processed. Your credits were refunded; please try again.';
    stub(
      true,
      editJobReplies('body_preview', {
        status: 'failed',
        error: failure,
        errorCode: 'EDIT_FAILED',
      }),
    );
    const refreshed = vi.fn();
    renderScreen(10, refreshed);
    const user = await uploadFile(photo());
    await user.click(screen.getByRole('button', { name: 'Pick rose' }));
    await user.click(screen.getByRole('checkbox'));
    await screen.findByText('Consent Recorded');
    await user.click(screen.getByRole('button', { name: 'Apply Tattoo (10 credits)' }));
    expect(await screen.findByText('Processing Failed')).toBeInTheDocument();
    expect(screen.getByText(failure)).toBeInTheDocument();
    expect(screen.queryByAltText('Body preview')).not.toBeInTheDocument();
    expect(refreshed).toHaveBeenCalled();
  });

  it("refreshes the chosen client's Body Previews tab after saving a preview for them", async () => {
    stub();
    const { queryClient } = renderScreen(10);
    // A Body Previews tab loaded earlier: its list never goes stale on its own.
    queryClient.setQueryData(clientKeys.bodyPreviews('c1'), []);
    const user = await uploadFile(photo());
    await user.click(screen.getByRole('button', { name: 'Pick rose' }));
    await user.click(screen.getByRole('checkbox'));
    await screen.findByText('Consent Recorded');
    await user.click(screen.getByRole('combobox', { name: 'Client (optional)' }));
    await user.click(await screen.findByRole('option', { name: 'Ana Ruiz', hidden: true }));
    expect(screen.getByRole('combobox', { name: 'Client (optional)' })).toHaveValue('Ana Ruiz');
    await user.click(screen.getByRole('button', { name: 'Apply Tattoo (10 credits)' }));
    await screen.findByAltText('Body preview', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Save to Gallery' }));
    await screen.findByRole('button', { name: 'Saved' });
    expect(queryClient.getQueryState(clientKeys.bodyPreviews('c1'))?.isInvalidated).toBe(true);
  }, 20_000);
});
