import { describe, expect, it, vi } from 'vitest';
import { completedWith, editJobReplies } from '@/test-utils/edit-job';
import { fail, fileAnswer, stubApi } from '@/test-utils/fetch-stub';
import { imageFile, uploadFile } from '@/test-utils/upload';
import { render, screen } from '@/test-utils/render';
import { PhotoEditorScreen } from './photo-editor-screen';

const png = () => imageFile('design.png');

function stub() {
  return stubApi({
    'POST /api/photo-editor/upload': () => ({
      imageUrl: 'http://img/original.png',
      s3Key: 'u/original.png',
    }),
    'POST /api/ai/remove-background': () => ({
      imageUrl: 'http://img/nobg.png',
      s3Key: 'u/nobg.png',
    }),
    'GET /api/presigned-download/*key': () => ({
      signedUrl: 'http://img/signed.png',
      fileName: 'inkforge-1.png',
    }),
    'GET http://img/signed.png': () => fileAnswer(new Uint8Array([137, 80, 78, 71]), 'image/png'),
  });
}

describe('PhotoEditorScreen', () => {
  it('refuses files that are not images or are over 10MB, with the spec messages', async () => {
    const requests = stub();
    render(<PhotoEditorScreen credits={50} onCreditsChanged={() => undefined} />);
    await uploadFile(new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Invalid File')).toBeInTheDocument();
    expect(screen.getByText('Please select an image file.')).toBeInTheDocument();

    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await uploadFile(big);
    expect(await screen.findByText('File Too Large')).toBeInTheDocument();
    expect(screen.getByText('Please select an image smaller than 10MB.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('disables the tools it cannot pay for and says how many credits they need', async () => {
    stub();
    render(<PhotoEditorScreen credits={0} onCreditsChanged={() => undefined} />);
    await uploadFile(png());
    expect(await screen.findByAltText('Original')).toHaveAttribute(
      'src',
      'http://img/original.png',
    );
    expect(screen.getByRole('button', { name: 'Upscale (6 credits)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Background (1 credit)' })).toBeDisabled();
    expect(screen.getByText('You need 6 credits for upscaling.')).toBeInTheDocument();
    expect(screen.getByText('You need 1 credit for background removal.')).toBeInTheDocument();
  });

  it('removes the background, previews the result and downloads it', async () => {
    const requests = stub();
    const refreshed = vi.fn();
    render(<PhotoEditorScreen credits={3} onCreditsChanged={refreshed} />);
    const user = await uploadFile(png());
    await screen.findByAltText('Original');
    expect(screen.getByRole('button', { name: 'Upscale (6 credits)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Background (1 credit)' }));

    expect(await screen.findByAltText('Processed')).toHaveAttribute('src', 'http://img/nobg.png');
    expect(
      screen.getByText('Background Removed', { selector: '.mantine-Badge-label' }),
    ).toBeVisible();
    expect(refreshed).toHaveBeenCalled();
    const sent = requests.find((r) => r.url.endsWith('/api/ai/remove-background'));
    expect(sent?.body).toEqual({ imageUrl: 'http://img/original.png' });

    // jsdom cannot navigate or mint object URLs: record the saved link instead of following it.
    Object.assign(URL, { createObjectURL: () => 'blob:saved-image', revokeObjectURL: () => {} });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    await user.click(screen.getByRole('button', { name: 'Download Result' }));
    // The server's timestamped name is kept: the bytes are fetched, then saved same-origin.
    await vi.waitFor(() => expect(saved).toEqual(['inkforge-1.png blob:saved-image']));
    click.mockRestore();
    const download = requests.find((r) => r.url.includes('/api/presigned-download/'));
    expect(download?.url).toContain(encodeURIComponent('http://img/nobg.png'));
    expect(requests.some((r) => r.url === 'http://img/signed.png')).toBe(true);
  });

  it("follows a photo's cut-out job while it runs, then shows the result", async () => {
    const job = editJobReplies(
      'remove_background',
      { status: 'processing' },
      completedWith('http://img/photo-nobg.png', 'u/photo-nobg.png'),
    );
    const requests = stubApi({
      'POST /api/photo-editor/upload': () => ({
        imageUrl: 'http://img/photo.jpg',
        s3Key: 'u/photo.jpg',
      }),
      'POST /api/ai/remove-background': () => ({ jobId: 'edit-1', status: 'queued' }),
      'GET /api/ai/jobs/:jobId': ({ params }) => (params.jobId === 'edit-1' ? job() : undefined),
    });
    const refreshed = vi.fn();
    render(<PhotoEditorScreen credits={3} onCreditsChanged={refreshed} />);
    const user = await uploadFile(png());
    await screen.findByAltText('Original');
    await user.click(screen.getByRole('button', { name: 'Remove Background (1 credit)' }));
    expect(await screen.findByText('Removing the background…')).toBeInTheDocument();
    expect(await screen.findByAltText('Processed', {}, { timeout: 15_000 })).toHaveAttribute(
      'src',
      'http://img/photo-nobg.png',
    );
    expect(requests.filter((r) => r.url.endsWith('/api/ai/jobs/edit-1'))).toHaveLength(2);
    expect(refreshed).toHaveBeenCalled();
  }, 20_000);

  it('says in words why a cut-out job failed', async () => {
    const failure =
      'The image could not be processed. Your credits were refunded; please try again.';
    stubApi({
      'POST /api/photo-editor/upload': () => ({
        imageUrl: 'http://img/photo.jpg',
        s3Key: 'u/photo.jpg',
      }),
      'POST /api/ai/remove-background': () => ({ jobId: 'edit-1', status: 'queued' }),
      'GET /api/ai/jobs/:jobId': editJobReplies('remove_background', {
        status: 'failed',
        error: failure,
        errorCode: 'EDIT_FAILED',
      }),
    });
    render(<PhotoEditorScreen credits={3} onCreditsChanged={() => undefined} />);
    const user = await uploadFile(png());
    await screen.findByAltText('Original');
    await user.click(screen.getByRole('button', { name: 'Remove Background (1 credit)' }));
    expect(await screen.findByText('Background Removal Failed')).toBeInTheDocument();
    expect(screen.getByText(failure)).toBeInTheDocument();
    expect(screen.queryByAltText('Processed')).not.toBeInTheDocument();
  });

  it('mirrors the design for free, even with no credits, and shows the flipped twin', async () => {
    const requests = stubApi({
      'POST /api/photo-editor/upload': () => ({
        imageUrl: 'http://img/original.png',
        s3Key: 'u/original.png',
      }),
      'POST /api/ai/mirror': () => ({
        imageUrl: 'http://img/mirrored.png',
        s3Key: 'u/mirrored.png',
        width: 512,
        height: 512,
      }),
    });
    render(<PhotoEditorScreen credits={0} onCreditsChanged={() => undefined} />);
    const user = await uploadFile(png());
    await screen.findByAltText('Original');
    await user.click(screen.getByRole('button', { name: 'Mirror Design (free)' }));

    expect(await screen.findByAltText('Processed')).toHaveAttribute(
      'src',
      'http://img/mirrored.png',
    );
    expect(screen.getByText('Mirrored', { selector: '.mantine-Badge-label' })).toBeVisible();
    expect(screen.getByText('The design is flipped left to right.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Result' })).toBeEnabled();
    const sent = requests.find((r) => r.url.endsWith('/api/ai/mirror'));
    expect(sent?.body).toEqual({ imageUrl: 'http://img/original.png' });
  });

  it('says in words why a mirror failed', async () => {
    stubApi({
      'POST /api/photo-editor/upload': () => ({
        imageUrl: 'http://img/original.png',
        s3Key: 'u/original.png',
      }),
      'POST /api/ai/mirror': () =>
        fail(404, 'IMAGE_NOT_FOUND', 'This image no longer exists. Upload it again.'),
    });
    render(<PhotoEditorScreen credits={0} onCreditsChanged={() => undefined} />);
    const user = await uploadFile(png());
    await screen.findByAltText('Original');
    await user.click(screen.getByRole('button', { name: 'Mirror Design (free)' }));
    expect(await screen.findByText('Mirroring Failed')).toBeInTheDocument();
    expect(screen.getByText('This image no longer exists. Upload it again.')).toBeInTheDocument();
    expect(screen.queryByAltText('Processed')).not.toBeInTheDocument();
  });
});
