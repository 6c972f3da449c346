import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, CardHeader, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { type ReactNode } from 'react';

/**
 * The header of a delivery log (e-mail, SMS): its title, which entries are shown (all, or one outcome), Refresh,
 * and any further actions of that log.
 */
export function DeliveryLogHeader<Shown extends string>({
  title,
  subheader,
  shown,
  choices,
  onShow,
  choicesLabel,
  onRefresh,
  refreshing,
  children,
}: {
  title: string;
  subheader: string;
  shown: Shown;
  choices: readonly { value: Shown; label: string }[];
  onShow: (shown: Shown) => void;
  choicesLabel: string;
  onRefresh: () => void;
  refreshing: boolean;
  children?: ReactNode;
}) {
  return (
    <CardHeader
      title={title}
      subheader={subheader}
      action={
        <>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={shown}
            onChange={(_event, value: Shown | null) => value && onShow(value)}
            aria-label={choicesLabel}
            sx={{ mr: 1 }}
          >
            {choices.map((choice) => (
              <ToggleButton key={choice.value} value={choice.value}>
                {choice.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Button startIcon={<RefreshIcon />} onClick={onRefresh} disabled={refreshing}>
            Refresh
          </Button>
          {children}
        </>
      }
    />
  );
}
