import { Checkbox, FormControlLabel, ListItemText, MenuItem, TextField, type TextFieldProps } from '@mui/material';
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

/**
 * A pick of any number of choices, bound to a react-hook-form field holding their values and shown as their labels.
 * A value no longer among the choices still shows (as itself), so saving never drops it unseen.
 */
export function FormMultiSelect<V extends FieldValues>({
  control,
  name,
  label,
  choices,
  disabled,
  helperText,
}: FieldProps<V> & { choices: readonly SelectChoice[]; disabled?: boolean; helperText?: string }) {
  const { field, fieldState } = useController({ control, name });
  const selected: string[] = Array.isArray(field.value) ? field.value : [];
  const labelOf = (value: string) => choices.find((choice) => choice.value === value)?.label ?? value;
  return (
    <TextField
      select
      name={field.name}
      inputRef={field.ref}
      onBlur={field.onBlur}
      // A browser's autofill hands a multiple select one comma-separated string.
      onChange={(event) => {
        const value: unknown = event.target.value;
        field.onChange(typeof value === 'string' ? value.split(',') : value);
      }}
      value={selected}
      label={label}
      disabled={disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      fullWidth
      margin="dense"
      slotProps={{
        select: { multiple: true, renderValue: (value) => (value as string[]).map(labelOf).join(', ') },
      }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          <Checkbox checked={selected.includes(choice.value)} size="small" sx={{ p: 0, mr: 1 }} />
          <ListItemText primary={choice.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}
