import { Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { Badge, formatKes, RowEditDeleteButtons, type MembershipPlan } from 'admin-kit';
import { featurePreview, perPeriod, planAllowanceText } from './plan-form';

interface PlanCardProps {
  plan: MembershipPlan;
  onEdit?: () => void;
  onDelete?: () => void;
}

export function PlanCard({ plan, onEdit, onDelete }: PlanCardProps) {
  const { shown, more } = featurePreview(plan.features);
  const allowance = planAllowanceText(plan);
  const title = `${plan.number !== null ? `Plan ${plan.number}: ` : ''}${plan.name}`;
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      aria-label={plan.name}
      data-testid="plan-card"
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {formatKes(plan.price)} / {perPeriod(plan.period)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Display order: {plan.displayOrder ?? '—'}
        </Typography>
        {plan.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {plan.description}
          </Typography>
        )}
        {allowance.length > 0 ? (
          <ul
            aria-label="Included each period"
            style={{ margin: '8px 0', paddingLeft: 20 }}
            data-testid="plan-allowance"
          >
            {allowance.map((line) => (
              <li key={line}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {line}
                </Typography>
              </li>
            ))}
          </ul>
        ) : (
          // An add-on (parking, a locker) never gives an allowance, so it says nothing about one.
          !plan.isAdditional && (
            <Typography
              variant="caption"
              color="text.secondary"
              component="p"
              sx={{ mt: 1 }}
              data-testid="plan-allowance"
            >
              No allowance: members pay for every booking
            </Typography>
          )
        )}
        <ul aria-label="Features" style={{ margin: '8px 0', paddingLeft: 20 }}>
          {shown.map((feature) => (
            <li key={feature}>
              <Typography variant="body2">{feature}</Typography>
            </li>
          ))}
        </ul>
        {more && (
          <Typography variant="caption" color="text.secondary">
            {more}
          </Typography>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Badge label={plan.isActive ? 'Active' : 'Inactive'} variant={plan.isActive ? 'default' : 'secondary'} />
          <Badge
            label={plan.isAvailable ? 'Available' : 'Unavailable'}
            variant={plan.isAvailable ? 'success' : 'destructive'}
          />
          {plan.popular && <Badge label="Popular" variant="outline" />}
        </Stack>
      </CardContent>
      {(onEdit || onDelete) && (
        <CardActions>
          <RowEditDeleteButtons label={`plan ${plan.name}`} onEdit={onEdit} onDelete={onDelete} />
        </CardActions>
      )}
    </Card>
  );
}
