import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
// One module per component, not '@mui/material': that entry is shared with the panels as a whole, and a
// signed-out visitor should not download all of MUI for one form.
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { PRODUCT_ADMIN_TITLE } from '../layout/product';
import { AuthField, PasswordVisibility } from './auth-fields';
import { LoginRefused, type LoginCredentials } from './auth-provider';
import { authProvider, setSessionPhase } from './session';
import { clearSignInToasts, showSignInToast } from './sign-in-toasts';

/** The toast for the way the previous session ended (spec section 8, "Session"). */
function useSessionEndToast() {
  useEffect(() => {
    const reason = authProvider.takeSessionEnd();
    if (reason === 'expired')
      showSignInToast({
        title: 'Session expired',
        description: 'Your session has expired. Please log in again.',
        variant: 'destructive',
      });
    if (reason === 'signed-out')
      showSignInToast({ title: 'Logged out', description: 'You have been successfully logged out' });
  }, []);
}

/**
 * /admin/login: username, password with show/hide, Forgot Password, inline failure text. Shown to whoever is
 * not signed in, before react-admin loads: a successful sign-in starts the dashboard (see AdminRoot).
 */
export function LoginPage() {
  const [credentials, setCredentials] = useState<LoginCredentials>({ username: '', password: '' });
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [forgotShown, setForgotShown] = useState(false);
  useSessionEndToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!credentials.username.trim() || !credentials.password) {
      setFailure('Please enter both username and password');
      return;
    }
    setFailure(null);
    setSubmitting(true);
    try {
      const { admin } = await authProvider.login(credentials);
      clearSignInToasts();
      showSignInToast({ title: 'Welcome back!', description: `Logged in successfully as ${admin.displayName}` });
      setSessionPhase('signed-in');
    } catch (error) {
      // Spec section 8: a refusal shows the server's message (else 'Please check your credentials.'),
      // a network failure its own message (else 'Please try again.'); inline, the message or a fallback.
      const message = error instanceof Error ? error.message : '';
      setFailure(message || 'Login failed. Please try again.');
      const fallback = error instanceof LoginRefused ? 'Please check your credentials.' : 'Please try again.';
      showSignInToast({ title: 'Login failed', description: message || fallback, variant: 'destructive' });
      setSubmitting(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }} component="main">
        <CardContent>
          <Stack spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
            <Avatar sx={{ bgcolor: 'primary.main' }}>
              <LockOutlinedIcon />
            </Avatar>
            <Typography variant="h5" component="h1">
              {PRODUCT_ADMIN_TITLE}
            </Typography>
            <Typography color="text.secondary">Sign in to manage</Typography>
          </Stack>
          <Box component="form" noValidate onSubmit={submit}>
            <AuthField
              id="admin-username"
              label="Username"
              name="username"
              autoComplete="username"
              value={credentials.username}
              onChange={(username) => setCredentials({ ...credentials, username })}
              autoFocus
            />
            <AuthField
              id="admin-password"
              label="Password"
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={credentials.password}
              onChange={(password) => setCredentials({ ...credentials, password })}
              endAdornment={<PasswordVisibility shown={showPassword} onToggle={() => setShowPassword(!showPassword)} />}
            />
            {failure && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {failure}
              </Alert>
            )}
            <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 2 }} disabled={submitting}>
              {submitting ? 'Signing in...' : 'Sign In'}
            </Button>
            <Box sx={{ mt: 2, textAlign: 'center' }}>
              <Link component="button" type="button" onClick={() => setForgotShown(true)}>
                Forgot Password?
              </Link>
              {forgotShown && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
                  Contact the administrator to reset your password.
                </Typography>
              )}
            </Box>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
