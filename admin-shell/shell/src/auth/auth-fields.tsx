import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
// One module per component, not '@mui/material': that entry is shared with the panels as a whole, and a
// signed-out visitor should not download all of MUI for one form.
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import { type ReactNode } from 'react';

interface AuthFieldProps {
  id: string;
  label: string;
  name: string;
  type?: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  /** A hint below the field; `error` takes its place when there is one. */
  helper?: string;
  error?: string;
  autoFocus?: boolean;
  endAdornment?: ReactNode;
}

/**
 * A filled text field of the signed-out pages (sign-in, first start) as MUI's TextField draws it, from its parts:
 * TextField also brings Select, Menu and Popover along, which these pages never show.
 */
export function AuthField({ id, label, onChange, helper, error, ...input }: AuthFieldProps) {
  const describedBy = helper || error ? `${id}-helper` : undefined;
  return (
    <FormControl margin="normal" error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <FilledInput
        id={id}
        onChange={(event) => onChange(event.target.value)}
        inputProps={describedBy ? { 'aria-describedby': describedBy } : undefined}
        {...input}
      />
      {(error || helper) && <FormHelperText id={describedBy}>{error ?? helper}</FormHelperText>}
    </FormControl>
  );
}

/** The eye at the end of a password field: shows or hides what was typed. */
export function PasswordVisibility({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <InputAdornment position="end">
      <IconButton aria-label={shown ? 'Hide password' : 'Show password'} onClick={onToggle} edge="end">
        {shown ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
}
