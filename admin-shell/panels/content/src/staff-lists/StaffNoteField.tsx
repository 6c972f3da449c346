import { TextField } from '@mui/material';
import { STAFF_NOTE_MAX_LENGTH } from 'admin-kit/rules';

/** The note staff keep on an inquiry or application for each other (blank clears it). */
export function StaffNoteField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  return (
    <TextField
      label="Staff note"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      multiline
      minRows={2}
      fullWidth
      size="small"
      slotProps={{ htmlInput: { maxLength: STAFF_NOTE_MAX_LENGTH } }}
      helperText="Seen by staff only"
    />
  );
}
