import { beforeAll, describe, expect, it, vi } from 'vitest';
import { completedWith, editJobReplies } from '@/test-utils/edit-job';
import { stubApi } from '@/test-utils/fetch-stub';
import { imageFile, uploadFile } from '@/test-utils/upload';
import { render, screen } from '@/test-utils/render';
import { ModifyDesignScreen } from './modify-design-screen';

beforeAll(() => {
  // jsdom has no object URLs; the screen only needs one to preview the chosen file.
  URL.createObjectURL = () => 'blob:design-preview';
  URL.revokeObjectURL = () => undefined;
});

const png = () => imageFile('design.png');

function stub(
  job = editJobReplies(
    'modify',
    { status: 'processing' },
    completedWith('http://img/modified.png', 'u/modified.png'),
  ),
) {
  return stubApi({
    'POST /api/modify-image': () => ({ jobId: 'edit-1', status: 'queued' }),
    'GET /api/ai/jobs/:jobId': ({ params }) => (params.jobId === 'edit-1' ? job() : undefined),
    'POST /api/ai/upscale': () => ({
      imageUrl: 'http://img/upscaled.png',
      upscaledUrl: 'http://img/upscaled.png',
      s3Key: 'u/upscaled.png',
      width: 2048,
      height: 2048,
    }),
  });
}

function renderScreen(credits: number, onCreditsChanged = () => undefined) {
  return render(
    <ModifyDesignScreen
      credits={credits}
      onCreditsChanged={onCreditsChanged}
      galleryPicker={() => null}
    />,
  );
}

describe('ModifyDesignScreen', () => {
  it('refuses non-images and large files, and asks for an image and a prompt', async () => {
    const requests = stub();
    renderScreen(50);
    const user = await uploadFile(new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await uploadFile(big);
    expect(await screen.findByText('File too large')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Modify Design (10 credits)' }));
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    await uploadFile(png());
    await user.type(screen.getByLabelText('How should the design change?'), '   ');
    await user.click(screen.getByRole('button', { name: 'Modify Design (10 credits)' }));
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('is disabled below 10 credits with the spec text', () => {
    stub();
    renderScreen(9);
    expect(screen.getByRole('button', { name: 'Modify Design (10 credits)' })).toBeDisabled();
    expect(screen.getByText('You need at least 10 credits to modify an image')).toBeInTheDocument();
  });

  it('shows the modified design with its actions, and hides Save after an upscale', async () => {
    const requests = stub();
    const refreshed = vi.fn();
    renderScreen(20, refreshed);
    const user = await uploadFile(png());
    expect(screen.getByAltText('Design to modify')).toHaveAttribute('src', 'blob:design-preview');
    await user.type(screen.getByLabelText('How should the design change?'), 'add a "rose"');
    await user.click(screen.getByRole('button', { name: 'Modify Design (10 credits)' }));

    // The edit is a job: the screen shows it running, then its result.
    expect(await screen.findByTestId('job-status')).toHaveTextContent('Status: queued');
    expect(
      await screen.findByText('Status: processing', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByAltText('Modified design', {}, { timeout: 15_000 })).toHaveAttribute(
      'src',
      'http://img/modified.png',
    );
    expect(screen.getByText('Image modified successfully')).toBeInTheDocument();
    const sent = requests.find((r) => r.url.endsWith('/api/modify-image'))?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('prompt')).toBe("add a 'rose'");
    for (const name of [
      'Download',
      'Upscale (6 credits)',
      'Remove BG (1 credit)',
      'Save to Gallery',
      'Generate Stencil (1)',
      'Reset',
    ]) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }

    await user.click(screen.getByRole('button', { name: 'Upscale (6 credits)' }));
    expect(await screen.findByAltText('Modified design')).toHaveAttribute(
      'src',
      'http://img/upscaled.png',
    );
    expect(screen.queryByRole('button', { name: 'Save to Gallery' })).not.toBeInTheDocument();
    expect(refreshed).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Generate Stencil (1)' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/stencils?imageUrl=${encodeURIComponent('http://img/upscaled.png')}`,
    );
  }, 20_000);

  it('says in words why the job failed, and a moderation refusal as Image Not Suitable', async () => {
    const failure =
      'The image could not be processed. Your credits were refunded; please try again.';
    stub(editJobReplies('modify', { status: 'failed', error: failure, errorCode: 'EDIT_FAILED' }));
    renderScreen(20);
    const user = await uploadFile(png());
    await user.type(screen.getByLabelText('How should the design change?'), 'add roses');
    await user.click(screen.getByRole('button', { name: 'Modify Design (10 credits)' }));
    expect(await screen.findByText('Modification failed')).toBeInTheDocument();
    expect(screen.getByText(failure)).toBeInTheDocument();
    expect(screen.queryByAltText('Modified design')).not.toBeInTheDocument();

    stub(
      editJobReplies('modify', {
        status: 'failed',
        error: 'MODERATION_BLOCKED: violence',
        errorCode: 'MODERATION_BLOCKED',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Modify Design (10 credits)' }));
    expect(await screen.findByText('Image Not Suitable')).toBeInTheDocument();
    expect(screen.getByText('violence')).toBeInTheDocument();
  });
});
