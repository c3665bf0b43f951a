import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { ERRORS, imageFileProblem, UPLOAD_IMAGE_TYPES } from '@inkforge/domain';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRemoveAvatar } from '../api/remove-avatar';
import { useSaveAvatar } from '../api/save-avatar';

/** The avatar or logo on the public page and the client's pages: upload, replace, remove. */
export function AvatarField({ avatarUrl, name }: { avatarUrl: string | null; name: string }) {
  const save = useSaveAvatar();
  const remove = useRemoveAvatar();
  const failed = (title: string) => (error: Error) =>
    notifyError(title, errorMessage(error, 'Please try again.'));

  const upload = (file: File | null) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      const code = problem === 'invalid' ? 'INVALID_FILE' : 'FILE_TOO_LARGE';
      return notifyError('Image Not Saved', ERRORS[code].message);
    }
    save.mutate(file, {
      onSuccess: () => notifySuccess('Image Saved', 'Your page shows it within a few minutes.'),
      onError: failed('Image Not Saved'),
    });
  };

  return (
    <Stack gap={4}>
      <Text fw={500} size="sm">
        Avatar or logo
      </Text>
      <Group gap="sm">
        {avatarUrl ? (
          <Avatar src={avatarUrl} alt={name} size={56} radius="xl" />
        ) : (
          <Avatar size={56} radius="xl" aria-hidden />
        )}
        <FileButton onChange={upload} accept={UPLOAD_IMAGE_TYPES.join(',')}>
          {(props) => (
            <Button {...props} variant="default" loading={save.isPending}>
              {avatarUrl ? 'Replace image' : 'Upload image'}
            </Button>
          )}
        </FileButton>
        {avatarUrl && (
          <Button
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(undefined, { onError: failed('Image Not Removed') })}
          >
            Remove
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        PNG, JPEG or WebP up to 10 MB. Shown as a circle; location and camera data are removed.
      </Text>
    </Stack>
  );
}
