import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Alert, AlertTitle, Box, Button, Card, CardContent, CircularProgress } from '@mui/material';
import { SkeletonList } from 'admin-kit';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { AdminTab } from '../access/tabs';
import { loadPanel } from './remote-registry';
import { PanelErrorBoundary } from './PanelErrorBoundary';
import { PanelResourceRoutes } from './PanelResource';

function lazyScreen(tab: AdminTab): ComponentType {
  return lazy(async () => {
    const { screens, resources = {} } = await loadPanel(tab.panel);
    const screen = screens[tab.key];
    if (!screen) throw new Error(`The ${tab.panel} panel has no ${tab.label} screen`);
    if (typeof screen !== 'string') return { default: screen };
    if (!resources[screen]) throw new Error(`The ${tab.panel} panel has no ${screen} resource`);
    return { default: () => <PanelResourceRoutes name={screen} resources={resources} /> };
  });
}

function PanelUnavailable({ tab, error, onRetry }: { tab: AdminTab; error: Error; onRetry: () => void }) {
  return (
    <Card variant="outlined" role="alert" data-testid="panel-error">
      <CardContent>
        <Alert
          severity="error"
          icon={<ErrorOutlineIcon />}
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          <AlertTitle>The {tab.label} section could not be loaded</AlertTitle>
          The rest of the back-office still works. Try again, or reload the page later. ({error.message})
        </Alert>
      </CardContent>
    </Card>
  );
}

/** A tab's screen, loaded from its panel at runtime; a failing panel shows an error card instead. */
export function RemoteScreen({ tab }: { tab: AdminTab }) {
  // A new lazy component per attempt: React keeps a lazy component's failure for good.
  const [Screen, setScreen] = useState(() => lazyScreen(tab));
  return (
    <PanelErrorBoundary
      key={tab.key}
      fallback={(error, retry) => (
        <PanelUnavailable
          tab={tab}
          error={error}
          onRetry={() => {
            setScreen(() => lazyScreen(tab));
            retry();
          }}
        />
      )}
    >
      <Suspense
        fallback={
          <Box aria-busy="true">
            <CircularProgress size={24} sx={{ mb: 2 }} aria-label={`Loading ${tab.label}`} />
            <SkeletonList count={3} />
          </Box>
        }
      >
        <Screen />
      </Suspense>
    </PanelErrorBoundary>
  );
}
