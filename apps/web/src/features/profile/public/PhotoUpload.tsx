import { messages } from '@iyl/core/catalog/messages';
import { PHOTO_HINT } from '@iyl/core/profile/constants';
import { profileEndpoints } from '@iyl/core/profile/endpoints';
import { Button, FileButton, Group, Text } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { UploadProgress } from '../../../components/UploadProgress.tsx';
import { photoAccept, photoProblem } from '../../../lib/photo-check.ts';
import { toastError } from '../../../lib/toast-error.ts';
import { toast } from '../../../lib/toast.tsx';
import { useEndpointForm } from '../../../lib/use-endpoint-form.ts';
import { usePreview } from '../../../lib/use-preview.ts';
import { useUploadPhoto } from '../api.ts';
import classes from './photo-upload.module.css';

/**
 * The profile photo's upload (savephoto): choose, preview, upload with its progress; the navbar's
 * picture changes at once. On the AIQuiz screen and in every user's Settings.
 */
export function PhotoUpload() {
  const headingId = useId();
  const hintId = useId();
  const chosenId = useId();
  const resetPicker = useRef<() => void>(null);
  const [progress, setProgress] = useState(0);
  const uploadPhoto = useUploadPhoto();
  // A photo alone, no text fields: the form's rule is all its check.
  const { form, onSubmit } = useEndpointForm(profileEndpoints.savephoto, {
    initialValues: { photo: null as File | null },
    rules: ({ photo }) => {
      // A photo too large (or not a picture) is told before a byte of it is sent.
      const problem = photo ? photoProblem(photo) : messages.selectPhoto;
      return problem ? { photo: problem } : {};
    },
    submit: (_, { photo }) => {
      if (!photo) return;
      setProgress(0);
      uploadPhoto.mutate(
        { file: photo, onProgress: setProgress },
        {
          onSuccess: () => {
            toast.success(messages.imageUploaded);
            form.reset();
            resetPicker.current?.();
          },
          onError: toastError,
        },
      );
    },
  });
  const file = form.getValues().photo;
  const preview = usePreview(file);

  return (
    <form onSubmit={onSubmit} noValidate className={classes.upload} aria-labelledby={headingId}>
      <Text id={headingId} fw={600} size="sm">
        Profile photo
      </Text>
      <Text id={hintId} size="xs" c="dimmed">
        {PHOTO_HINT}
      </Text>
      <Group gap="sm" mt="xs" wrap="nowrap" className={classes.chosen}>
        <FileButton onChange={(chosen) => form.setFieldValue('photo', chosen)} accept={photoAccept} resetRef={resetPicker} disabled={uploadPhoto.isPending}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              className={classes.pick}
              leftSection={<IconPhoto size={18} aria-hidden="true" />}
              aria-describedby={`${hintId} ${chosenId}`}
              disabled={uploadPhoto.isPending}
            >
              Choose photo
            </Button>
          )}
        </FileButton>
        {preview && <img className={classes.preview} src={preview} alt="" />}
        <Text id={chosenId} size="sm" c={file ? undefined : 'dimmed'} truncate="end" className={classes.fileName} data-testid="photo-chosen">
          {file ? file.name : 'No photo chosen'}
        </Text>
      </Group>
      {form.errors.photo && (
        <Text size="xs" c="red.8" mt={4}>
          {form.errors.photo}
        </Text>
      )}
      <Button type="submit" mt="xs" leftSection={<IconUpload size={18} aria-hidden="true" />} loading={uploadPhoto.isPending}>
        Upload
      </Button>
      {uploadPhoto.isPending && <UploadProgress mt="xs" percent={progress} saving="Saving your photo…" />}
    </form>
  );
}
