import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Dialog,
  DialogContent,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  formatVenueDate,
  ListTable,
  ScreenHeader,
  ServerListBase,
  useAllowed,
  useListFilters,
  venueToday,
  type CheckInVisitRecord,
} from 'admin-kit';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useListContext } from 'react-admin';
import { ArrivalsTable } from './ArrivalsTable';
import {
  arrivalsHeading,
  CODE_FORMAT_MESSAGE,
  NOT_A_CHECK_IN_QR,
  type ArrivalFilters,
  type CheckInNotice,
} from './check-in-rules';
import { SellDayPassDialog } from './SellDayPassDialog';
import { useCheckIn } from './use-check-in';

// The camera and its decoder load on first use, so the panel's first download stays small.
const QrScannerDialog = lazy(() => import(/* webpackChunkName: "qr-scanner" */ './QrScannerDialog'));

/** The server's own order (expected time, then name): no `_sort` is sent for `id`. */
const SERVER_ORDER = { field: 'id', order: 'ASC' as const };

/**
 * Front Desk tab: the day's expected arrivals in Nairobi time (bookings, members' bookings, guests and tours),
 * searchable, each checked in with one click; a code typed or scanned with the camera is checked in too, and a
 * walk-in is sold a day pass through the staff booking (checkins.manage).
 */
export function FrontDeskScreen() {
  const [today] = useState(venueToday);
  return (
    <ServerListBase<CheckInVisitRecord> resource="check-ins" sort={SERVER_ORDER} filterDefaultValues={{ date: today }}>
      <FrontDesk today={today} />
    </ServerListBase>
  );
}

function OutcomeNotice({ notice }: { notice: CheckInNotice }) {
  // Not a live region: the toast already announces it; this stays for whoever looks up after the toast has gone.
  return (
    <Alert severity={notice.severity} role="none" data-testid="check-in-notice" sx={{ mt: 2 }}>
      <AlertTitle>{notice.title}</AlertTitle>
      {notice.text}
    </Alert>
  );
}

function FrontDesk({ today }: { today: string }) {
  const { refetch, isFetching } = useListContext<CheckInVisitRecord>();
  const { filters, changeFilters } = useListFilters<ArrivalFilters>({ q: '', date: today });
  const { checkIn, pendingCode, notice } = useCheckIn(() => void refetch());
  const maySell = useAllowed('bookings', 'create');
  const [typed, setTyped] = useState('');
  const [scanning, setScanning] = useState(false);
  const [selling, setSelling] = useState(false);

  const submitTyped = async (event: FormEvent) => {
    event.preventDefault();
    if (await checkIn(typed, CODE_FORMAT_MESSAGE)) setTyped('');
  };
  const scanned = (text: string) => {
    setScanning(false);
    void checkIn(text, NOT_A_CHECK_IN_QR);
  };

  return (
    <section>
      <ScreenHeader
        title="Front Desk"
        subtitle="Who is expected today (Nairobi time), and checking them in by their code"
        onRefresh={() => void refetch()}
        refreshing={isFetching}
        actions={
          maySell && (
            <Button variant="contained" startIcon={<PointOfSaleIcon />} onClick={() => setSelling(true)}>
              Sell a day pass
            </Button>
          )
        }
      />

      <Card variant="outlined" component="section" aria-labelledby="check-in-title" sx={{ mb: 3 }}>
        <CardContent>
          <Typography id="check-in-title" variant="h6" component="h3" sx={{ mb: 1 }}>
            Check in
          </Typography>
          <Stack
            component="form"
            onSubmit={submitTyped}
            noValidate
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              label="Check-in code"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder="ABCD-EFGH"
              helperText="From the visit e-mail; any case, with or without the dash"
              size="small"
              autoComplete="off"
              slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 12 } }}
              sx={{ flex: { sm: '0 1 320px' }, minWidth: { sm: 220 } }}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={pendingCode !== null}
              sx={{ minHeight: 40, flexShrink: 0, whiteSpace: 'nowrap' }}
            >
              Check in
            </Button>
            <Button
              variant="outlined"
              startIcon={<QrCodeScannerIcon />}
              onClick={() => setScanning(true)}
              disabled={pendingCode !== null}
              sx={{ minHeight: 40, flexShrink: 0, whiteSpace: 'nowrap' }}
            >
              Scan QR code
            </Button>
          </Stack>
          {notice && <OutcomeNotice notice={notice} />}
        </CardContent>
      </Card>

      <Box component="section" aria-labelledby="arrivals-title">
        <Typography id="arrivals-title" variant="h6" component="h3" sx={{ mb: 1 }}>
          {arrivalsHeading(filters.date, today, formatVenueDate)}
        </Typography>
        <Box role="search" aria-label="Find an arrival" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
          <TextField
            type="search"
            size="small"
            label="Search"
            placeholder="Name, e-mail, phone or reference"
            value={filters.q}
            onChange={(event) => changeFilters({ ...filters, q: event.target.value })}
            sx={{ flex: '2 1 260px', minWidth: 0 }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            type="date"
            size="small"
            label="Date"
            value={filters.date}
            // The list always shows one day: clearing the date goes back to today.
            onChange={(event) => changeFilters({ ...filters, date: event.target.value || today })}
            sx={{ flex: '1 1 160px', minWidth: 0, maxWidth: { sm: 200 } }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {filters.date !== today && (
            <Button onClick={() => changeFilters({ ...filters, date: today })} sx={{ alignSelf: 'center' }}>
              Back to today
            </Button>
          )}
        </Box>
        <ListTable<CheckInVisitRecord>
          emptyText={
            filters.q.trim()
              ? 'No arrivals match this search'
              : filters.date === today
                ? 'Nobody is expected today'
                : 'Nobody is expected on this day'
          }
        >
          {(rows) => (
            <ArrivalsTable
              rows={rows}
              pendingCode={pendingCode}
              // Only today's visits can be checked in (the server refuses a code of another day).
              onCheckIn={filters.date === today ? (visit) => void checkIn(visit.code, CODE_FORMAT_MESSAGE) : undefined}
            />
          )}
        </ListTable>
      </Box>

      {scanning && (
        <Suspense
          fallback={
            <Dialog open aria-label="Starting the camera">
              <DialogContent>
                <CircularProgress aria-label="Starting the camera" />
              </DialogContent>
            </Dialog>
          }
        >
          <QrScannerDialog onScanned={scanned} onClose={() => setScanning(false)} />
        </Suspense>
      )}
      {selling && <SellDayPassDialog today={today} onClose={() => setSelling(false)} />}
    </section>
  );
}
