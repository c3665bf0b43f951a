import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentRecorded } from '@/test-utils/answers';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { render, screen, waitFor } from '@/test-utils/render';
import { imageFile, uploadFile } from '@/test-utils/upload';
import { FileTab } from './file-tab';

/** Counts the picker openings: a browser opens its file dialog on the input's click(). */
function watchPicker() {
  return vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
}

afterEach(() => vi.restoreAllMocks());

describe('FileTab', () => {
  it('opens the picker when the sketch field is clicked or activated with Enter', async () => {
    stubApi({});
    const picker = watchPicker();
    render(<FileTab type="sketch" credits={10} busy={false} onGenerate={() => undefined} />);
    await userEvent.click(screen.getByLabelText('Sketch'));
    expect(picker).toHaveBeenCalledTimes(1);
    screen.getByLabelText('Sketch').focus();
    await userEvent.keyboard('{Enter}');
    expect(picker).toHaveBeenCalledTimes(2);
  });

  it('refuses a text file named .png with the spec toast and keeps no file', async () => {
    stubApi({});
    const onGenerate = vi.fn();
    render(<FileTab type="sketch" credits={10} busy={false} onGenerate={onGenerate} />);
    await uploadFile(new File(['just some text'], 'sketch.png', { type: 'image/png' }));
    expect(await screen.findByText('Invalid File')).toBeInTheDocument();
    expect(screen.getByText('Choose a sketch')).toBeInTheDocument();
    await uploadFile(imageFile('sketch.png'));
    expect(await screen.findByText('sketch.png')).toBeInTheDocument();
  });

  it('records the photo consent once and opens the picker in the same click', async () => {
    const requests = stubApi({
      // Not declared yet: the server answers NOT_FOUND, with the words it sends.
      'GET /api/user-consent/:type': () =>
        fail(404, 'NOT_FOUND', 'No consent has been recorded yet.'),
      'POST /api/user-consent': () => consentRecorded('photo_generation_responsibility'),
    });
    const picker = watchPicker();
    render(<FileTab type="photo" credits={20} busy={false} onGenerate={() => undefined} />);
    await userEvent.click(screen.getByLabelText('Photo'));
    expect(picker).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByLabelText('I accept responsibility for this photo'));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and choose photo' }));
    expect(picker).toHaveBeenCalledTimes(1);
    await waitFor(
      () => expect(screen.queryByRole('button', { name: 'Accept and choose photo' })).toBeNull(),
      { timeout: 4000 },
    );
    await uploadFile(imageFile('me.jpg', 'image/jpeg'));
    expect(
      await screen.findByText('Responsibility declaration accepted for this photo.'),
    ).toBeInTheDocument();
    const posts = requests.filter(
      (r) => r.method === 'POST' && r.url.endsWith('/api/user-consent'),
    );
    expect(posts).toHaveLength(1);
  });
});
