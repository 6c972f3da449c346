import CalendarIcon from '@mui/icons-material/CalendarMonth';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import InstancesIcon from '@mui/icons-material/ViewModule';
import { Card, CardActions, CardContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { Badge, formatKes, humanize, type AdminSpace } from 'admin-kit';
import { capacityText } from 'admin-kit/rules';
import { perCycle } from './space-form';

export type SpaceAction = 'calendar' | 'instances' | 'edit' | 'delete';

interface SpaceCardProps {
  space: AdminSpace;
  /** The actions this admin may take; others are not shown. */
  actions: readonly SpaceAction[];
  onAction: (action: SpaceAction) => void;
}

const ACTION_LOOK: Record<SpaceAction, { label: string; icon: React.ReactNode }> = {
  calendar: { label: 'View space calendar', icon: <CalendarIcon /> },
  instances: { label: 'Manage space instances', icon: <InstancesIcon /> },
  edit: { label: 'Edit space', icon: <EditIcon /> },
  delete: { label: 'Delete space', icon: <DeleteIcon /> },
};

export function SpaceCard({ space, actions, onAction }: SpaceCardProps) {
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      aria-label={space.name}
      data-testid="space-card"
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h3">
          {space.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {humanize(space.type)} · {capacityText(space.type, space.capacity)}
        </Typography>
        <Typography sx={{ fontWeight: 600, my: 1 }}>
          {space.rate === null ? formatKes(null) : `${formatKes(space.rate)} / ${perCycle(space.billingCycle)}`}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Badge label={space.isActive ? 'Active' : 'Inactive'} variant={space.isActive ? 'default' : 'secondary'} />
          <Badge
            label={space.isAvailable ? 'Available' : 'Unavailable'}
            variant={space.isAvailable ? 'success' : 'destructive'}
          />
          {space.featured && <Badge label="Featured" variant="outline" />}
        </Stack>
      </CardContent>
      <CardActions>
        {actions.map((action) => (
          <Tooltip key={action} title={ACTION_LOOK[action].label}>
            <IconButton
              aria-label={`${ACTION_LOOK[action].label} ${space.name}`}
              onClick={() => onAction(action)}
              color={action === 'delete' ? 'error' : 'default'}
            >
              {ACTION_LOOK[action].icon}
            </IconButton>
          </Tooltip>
        ))}
      </CardActions>
    </Card>
  );
}
