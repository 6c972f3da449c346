import {
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Badge, DetailFields, formatVenueDate } from 'admin-kit';
import {
  holderName,
  holderSinceText,
  pricePerSeatText,
  seatsHeldText,
  seatsNextPeriodText,
  seatsPaidText,
  teamNextChargeText,
  teamPeriodText,
  teamStatusBadge,
} from './company-labels';
import type { TeamMembership } from './company-types';

/** The company's team memberships, each with its seats and who holds them. */
export function CompanyTeams({ teams }: { teams: readonly TeamMembership[] }) {
  if (teams.length === 0) return <Typography color="text.secondary">No team memberships yet.</Typography>;
  return (
    <Stack spacing={2}>
      {teams.map((team) => (
        <TeamCard key={team.id} team={team} />
      ))}
    </Stack>
  );
}

function TeamCard({ team }: { team: TeamMembership }) {
  const status = teamStatusBadge(team);
  const nextPeriod = seatsNextPeriodText(team);
  return (
    <Card variant="outlined" component="article" aria-label={`${team.planName} team`} data-testid="company-team">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
            {team.planName}
          </Typography>
          <Badge label={status.label} variant={status.variant} />
        </Stack>
        <DetailFields
          fields={[
            { label: 'Seats', value: `${seatsPaidText(team)} · ${seatsHeldText(team)}` },
            ...(nextPeriod ? [{ label: 'Next period', value: nextPeriod }] : []),
            { label: 'Price', value: pricePerSeatText(team) },
            { label: 'Current period', value: teamPeriodText(team, formatVenueDate) },
            { label: 'Next charge', value: teamNextChargeText(team, formatVenueDate) },
            { label: 'Billing contact', value: team.billingContactEmail },
          ]}
        />
        <Typography variant="subtitle2" component="h5" sx={{ mt: 2 }}>
          Seat holders
        </Typography>
        {team.holders.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No seat is held yet: the billing contact gives them from the member portal.
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={`Seat holders of the ${team.planName} team`}>
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>E-mail</TableCell>
                  <TableCell>Since</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {team.holders.map((holder) => (
                  <TableRow key={holder.id}>
                    <TableCell>{holderName(holder)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{holder.email}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{holderSinceText(holder, formatVenueDate)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
