import { createTheme } from '@mui/material/styles';
import { ADMIN_PALETTE } from './palette';

/**
 * The theme of what a signed-out visitor sees (the sign-in page and 'Verifying access...'): the admin
 * palette and react-admin's filled form fields, without loading react-admin for its default theme.
 */
export const signInTheme = createTheme({
  palette: ADMIN_PALETTE,
  components: {
    MuiTextField: { defaultProps: { variant: 'filled', size: 'small', fullWidth: true } },
    MuiFormControl: { defaultProps: { variant: 'filled', size: 'small', fullWidth: true } },
    MuiFilledInput: { styleOverrides: { root: { backgroundColor: 'rgba(0, 0, 0, 0.04)' } } },
  },
});
