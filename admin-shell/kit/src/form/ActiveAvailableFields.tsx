import { Checkbox, FormControlLabel, Stack } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface ActiveAvailableFieldsProps<V extends FieldValues> {
  control: Control<V>;
  activeName: FieldPath<V>;
  availableName: FieldPath<V>;
}

/**
 * Spec section 4: Available requires Active. Unchecking Active turns Available off and disables it,
 * labelled '(Requires Active)'. The forms also open inactive records with Available off.
 */
export function ActiveAvailableFields<V extends FieldValues>({
  control,
  activeName,
  availableName,
}: ActiveAvailableFieldsProps<V>) {
  const active = useController({ control, name: activeName });
  const available = useController({ control, name: availableName });
  const isActive = Boolean(active.field.value);
  return (
    <Stack direction="row" spacing={2}>
      <FormControlLabel
        label="Active"
        control={
          <Checkbox
            checked={isActive}
            onChange={(event) => {
              active.field.onChange(event.target.checked);
              if (!event.target.checked) available.field.onChange(false);
            }}
          />
        }
      />
      <FormControlLabel
        label={isActive ? 'Available' : 'Available (Requires Active)'}
        disabled={!isActive}
        control={
          <Checkbox
            checked={isActive && Boolean(available.field.value)}
            onChange={(event) => available.field.onChange(event.target.checked)}
          />
        }
      />
    </Stack>
  );
}
