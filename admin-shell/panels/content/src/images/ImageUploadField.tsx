import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { messageOf, useAdminDataProvider } from 'admin-kit';
import { useId, useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

/** What the server takes (it checks again, and resizes): the file chooser offers only these. */
const ACCEPTED = 'image/jpeg,image/png,image/webp';
const MAX_BYTES = 10 * 1024 * 1024;

interface ImageUploadFieldProps {
  label: string;
  /** The stored picture's address (the server's 1600 px WebP), or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** Reports an upload in progress, so the form waits for it before saving. */
  onBusyChange?: (busy: boolean) => void;
}

/** A picture for an event or post: upload (checked and resized by the server), preview and remove. */
export function ImageUploadField({ label, value, onChange, onBusyChange }: ImageUploadFieldProps) {
  const dataProvider = useAdminDataProvider();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!ACCEPTED.split(',').includes(file.type)) return setError('Choose a JPEG, PNG or WebP picture.');
    if (file.size > MAX_BYTES) return setError('The picture must be at most 10 MB.');
    setBusy(true);
    onBusyChange?.(true);
    try {
      onChange((await dataProvider.uploadImage(file)).url);
    } catch (failure) {
      setError(messageOf(failure, 'The picture could not be uploaded'));
    } finally {
      setBusy(false);
      onBusyChange?.(false);
    }
  };

  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {label}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {value && (
          <Box
            component="img"
            src={value.replace(/-large\.webp$/, '-small.webp')}
            alt={`${label} preview`}
            sx={{
              width: 160,
              aspectRatio: '2 / 1',
              objectFit: 'cover',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          />
        )}
        <Stack direction="row" spacing={1}>
          <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadIcon />} disabled={busy}>
            {busy ? 'Uploading...' : value ? 'Replace picture' : 'Upload picture'}
            <input
              id={inputId}
              type="file"
              accept={ACCEPTED}
              hidden
              aria-label={`${label} file`}
              onChange={(event) => {
                void upload(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
          {value && (
            <Button color="error" startIcon={<DeleteIcon />} onClick={() => onChange(null)} disabled={busy}>
              Remove
            </Button>
          )}
        </Stack>
      </Stack>
      <FormHelperText error={Boolean(error)}>{error ?? 'JPEG, PNG or WebP, at most 10 MB.'}</FormHelperText>
    </Box>
  );
}

interface FormImageFieldProps<V extends FieldValues> {
  control: Control<V>;
  /** The form's picture field: the stored address, or null. */
  name: Path<V>;
  label: string;
  onBusyChange: (busy: boolean) => void;
}

/** ImageUploadField bound to a react-hook-form field (an event's or a post's picture). */
export function FormImageField<V extends FieldValues>({ control, name, label, onBusyChange }: FormImageFieldProps<V>) {
  const { field } = useController({ control, name });
  return <ImageUploadField label={label} value={field.value} onChange={field.onChange} onBusyChange={onBusyChange} />;
}
