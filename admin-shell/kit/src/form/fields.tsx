import { Checkbox, FormControlLabel, MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FieldProps<V extends FieldValues> = {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
};

/** A text input bound to a react-hook-form field, showing that field's message under it. */
export function FormTextField<V extends FieldValues>({
  control,
  name,
  label,
  ...rest
}: FieldProps<V> & Omit<TextFieldProps, 'name' | 'label'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...rest}
      {...field}
      value={field.value ?? ''}
      label={label}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? rest.helperText}
      fullWidth
      margin="dense"
    />
  );
}

export function FormCheckbox<V extends FieldValues>({
  control,
  name,
  label,
  disabled,
}: FieldProps<V> & { disabled?: boolean }) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Checkbox
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          name={field.name}
        />
      }
    />
  );
}

export interface SelectChoice {
  value: string;
  label: string;
}

export function FormSelect<V extends FieldValues>({
  control,
  name,
  label,
  choices,
  disabled,
}: FieldProps<V> & { choices: readonly SelectChoice[]; disabled?: boolean }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      select
      {...field}
      value={field.value ?? ''}
      label={label}
      disabled={disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      fullWidth
      margin="dense"
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
