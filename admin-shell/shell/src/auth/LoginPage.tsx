import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  InputAdornment,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useToast } from 'admin-kit';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useAuthProvider, useBasename, useLogin, useNavigate } from 'react-admin';
import { LoginRefused, type AdminAuthProvider, type LoginCredentials } from './auth-provider';
import { useSessionCheck } from './use-session-check';
import { VerifyingAccess } from './VerifyingAccess';
import { PRODUCT_ADMIN_TITLE } from '../layout/product';

/** The toast for the way the previous session ended (spec section 8, "Session"). */
function useSessionEndToast() {
  const authProvider = useAuthProvider() as AdminAuthProvider | undefined;
  const toast = useToast();
  useEffect(() => {
    const reason = authProvider?.takeSessionEnd();
    if (reason === 'expired')
      toast({
        title: 'Session expired',
        description: 'Your session has expired. Please log in again.',
        variant: 'destructive',
      });
    if (reason === 'signed-out') toast({ title: 'Logged out', description: 'You have been successfully logged out' });
  }, [authProvider, toast]);
}

/** /admin/login: username, password with show/hide, Forgot Password, inline failure text. */
export function LoginPage() {
  const session = useSessionCheck();
  const login = useLogin();
  const navigate = useNavigate();
  const basename = useBasename();
  const toast = useToast();
  const [credentials, setCredentials] = useState<LoginCredentials>({ username: '', password: '' });
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [forgotShown, setForgotShown] = useState(false);
  useSessionEndToast();

  if (session === 'checking') return <VerifyingAccess />;
  if (session === 'signed-in' && !submitting) return <Navigate to={`${basename}/dashboard`} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!credentials.username.trim() || !credentials.password) {
      setFailure('Please enter both username and password');
      return;
    }
    setFailure(null);
    setSubmitting(true);
    try {
      const { admin } = (await login(credentials)) as Awaited<ReturnType<AdminAuthProvider['login']>>;
      toast({ title: 'Welcome back!', description: `Logged in successfully as ${admin.displayName}` });
      navigate(`${basename}/dashboard`, { replace: true });
    } catch (error) {
      // Spec section 8: a refusal shows the server's message (else 'Please check your credentials.'),
      // a network failure its own message (else 'Please try again.'); inline, the message or a fallback.
      const message = error instanceof Error ? error.message : '';
      setFailure(message || 'Login failed. Please try again.');
      const fallback = error instanceof LoginRefused ? 'Please check your credentials.' : 'Please try again.';
      toast({ title: 'Login failed', description: message || fallback, variant: 'destructive' });
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
            <TextField
              label="Username"
              name="username"
              autoComplete="username"
              fullWidth
              margin="normal"
              value={credentials.username}
              onChange={(event) => setCredentials({ ...credentials, username: event.target.value })}
              autoFocus
            />
            <TextField
              label="Password"
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              fullWidth
              margin="normal"
              value={credentials.password}
              onChange={(event) => setCredentials({ ...credentials, password: event.target.value })}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        aria-label={showPassword ? 'Hide password' : 'Show password'}
                        onClick={() => setShowPassword(!showPassword)}
                        edge="end"
                      >
                        {showPassword ? <VisibilityOff /> : <Visibility />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
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
