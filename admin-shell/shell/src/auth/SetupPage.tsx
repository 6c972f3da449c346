import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
// One module per component, as on the sign-in page: a visitor who is not signed in downloads only this form.
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { unwrap } from 'admin-kit/client';
import { isAdminHttpError } from 'admin-kit/rules';
import { useState, type FormEvent } from 'react';
import { PRODUCT_ADMIN_TITLE } from '../layout/product';
import { AuthField, PasswordVisibility } from './auth-fields';
import { adminClient } from './session';
import { setupTokenFrom } from './setup-address';
import { showSignInToast } from './sign-in-toasts';

/** The first super admin's password: at least this long (the server also refuses common passwords). */
const PASSWORD_MIN_LENGTH = 12;

type Field = 'username' | 'email' | 'password';

/**
 * /admin/setup#<token>: the page a first start's setup link opens while the installation has no super admin. It asks
 * for the first super admin's username, e-mail and password, and signs them in (`onSignedIn` opens the back-office).
 * The token comes from the address's fragment, which the browser never sends to a server.
 */
export function SetupPage({ onSignedIn }: { onSignedIn: () => void }) {
  const [token] = useState(() => setupTokenFrom(window.location.hash));
  const [account, setAccount] = useState<Record<Field, string>>({ username: '', email: '', password: '' });
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [linkRefused, setLinkRefused] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const change = (field: Field) => (value: string) => setAccount({ ...account, [field]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    const missing: Partial<Record<Field, string>> = {};
    if (!account.username.trim()) missing.username = 'Username is required';
    if (!account.email.trim()) missing.email = 'Email is required';
    if (account.password.length < PASSWORD_MIN_LENGTH)
      missing.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
    setFieldErrors(missing);
    if (Object.keys(missing).length > 0) {
      setFailure(Object.values(missing)[0] ?? null);
      return;
    }
    setFailure(null);
    setSubmitting(true);
    try {
      const result = await unwrap(adminClient.POST('/api/admin/setup', { body: { token, ...account } }));
      showSignInToast({ title: 'Welcome!', description: result.message });
      onSignedIn();
    } catch (error) {
      if (isAdminHttpError(error)) {
        setFailure(error.message);
        setFieldErrors((error.body.errors ?? {}) as Partial<Record<Field, string>>);
        setLinkRefused(error.status === 404);
      } else {
        setFailure('Could not reach the server. Please try again.');
      }
      setSubmitting(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 460 }} component="main">
        <CardContent>
          <Stack spacing={1} sx={{ alignItems: 'center', mb: 2, textAlign: 'center' }}>
            <Avatar sx={{ bgcolor: 'primary.main' }}>
              <AdminPanelSettingsOutlined />
            </Avatar>
            <Typography variant="h5" component="h1">
              {PRODUCT_ADMIN_TITLE}
            </Typography>
            <Typography color="text.secondary">
              Set up the back-office: create the first super admin. You will be signed in as them.
            </Typography>
          </Stack>
          {!token ? (
            <Alert severity="warning">
              This page needs the whole setup link the server printed when it started: it ends with # and a long code.
              Look for &ldquo;No super admin exists yet&rdquo; in the server&rsquo;s output.
            </Alert>
          ) : (
            <Box component="form" noValidate onSubmit={submit}>
              <AuthField
                id="setup-username"
                label="Username"
                name="username"
                autoComplete="username"
                value={account.username}
                onChange={change('username')}
                error={fieldErrors.username}
                autoFocus
              />
              <AuthField
                id="setup-email"
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                value={account.email}
                onChange={change('email')}
                error={fieldErrors.email}
              />
              <AuthField
                id="setup-password"
                label="Password"
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="new-password"
                value={account.password}
                onChange={change('password')}
                helper={`At least ${PASSWORD_MIN_LENGTH} characters, and not a common password: a few unrelated words work well.`}
                error={fieldErrors.password}
                endAdornment={
                  <PasswordVisibility shown={showPassword} onToggle={() => setShowPassword(!showPassword)} />
                }
              />
              {/* A field's own error is shown under it; the alert says what belongs to no field (a refused link). */}
              {failure && !Object.values(fieldErrors).includes(failure) && (
                <Alert severity="error" sx={{ mt: 1 }} role="alert">
                  {failure}
                </Alert>
              )}
              <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 2 }} disabled={submitting}>
                {submitting ? 'Creating...' : 'Create super admin'}
              </Button>
            </Box>
          )}
          {(!token || linkRefused) && (
            <Box sx={{ mt: 2, textAlign: 'center' }}>
              <Link href="/admin/login">Go to sign in</Link>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
