import {
  Card,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { WEB_VITAL_METRICS, WEB_VITAL_RATING_LABELS } from '@coworking/domain';
import { LoadError, type ReportFilters, type ReportRecord, SelectFilter } from 'admin-kit';
import { useGetOne } from 'react-admin';
import { useId, useState } from 'react';
import { CsvDownloadButton, ReportCardHeader } from './ReportSection';
import type { ReportSectionProps } from './use-report';
import {
  formatP75,
  ratingColour,
  WEB_VITAL_COLUMN_HEADERS,
  type WebVitalFigure,
  type WebVitalsDeviceFilter,
  WEB_VITALS_DEVICE_CHOICES,
  webVitalsCsvUrl,
  webVitalsFilters,
  webVitalsRows,
  webVitalsSummary,
} from './web-vitals-report';

/** The report with the tab's range and the section's device, through react-admin's data provider like the others. */
function useWebVitals(filters: ReportFilters, enabled: boolean) {
  return useGetOne<ReportRecord<'web-vitals'>>(
    'reports',
    { id: 'web-vitals', meta: { filters } },
    { enabled, placeholderData: (previous) => previous },
  );
}

/** One metric's p75 with its rating in words (the colour repeats it) and how many visits it rests on. */
function FigureCell({ figure }: { figure: WebVitalFigure | undefined }) {
  if (!figure)
    return (
      <Typography variant="body2" color="text.secondary">
        Not measured
      </Typography>
    );
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatP75(figure.metric, figure.p75)}
      </Typography>
      <Chip size="small" label={WEB_VITAL_RATING_LABELS[figure.rating]} color={ratingColour(figure.rating)} />
      <Typography variant="caption" color="text.secondary">
        {figure.samples} {figure.samples === 1 ? 'visit' : 'visits'}
      </Typography>
    </Stack>
  );
}

/**
 * Visitor experience: how fast the storefront's pages load (LCP), answer a tap (INP) and keep still (CLS) on the
 * visitors' own devices, per page, at the 75th percentile and rated by Google's thresholds.
 */
export function WebVitalsSection({ filters, enabled }: ReportSectionProps) {
  const id = useId();
  const headingId = `${id}-title`;
  const [device, setDevice] = useState<WebVitalsDeviceFilter>('');
  const query = webVitalsFilters(filters, device);
  const report = useWebVitals(query, enabled);
  const rows = report.data ? webVitalsRows(report.data) : undefined;
  const title = 'Visitor experience (Core Web Vitals)';
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <ReportCardHeader
          headingId={headingId}
          title={title}
          description={
            <>
              Measured in visitors&apos; browsers, by page (a blog post or manage link counts as its page): the time
              until the main content shows (LCP: good up to 2.5 s, poor over 4 s), until the page answers a tap or key
              (INP: good up to 200 ms, poor over 500 ms) and how much the layout jumps (CLS: good up to 0.1, poor over
              0.25). Each figure is the 75th percentile: three visits in four were at least this good.
            </>
          }
        >
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0, alignItems: 'center' }}>
            <SelectFilter
              label="Screen"
              value={device}
              choices={WEB_VITALS_DEVICE_CHOICES}
              onChange={(value) => setDevice(value as WebVitalsDeviceFilter)}
            />
            <CsvDownloadButton href={webVitalsCsvUrl(query)} title={title} />
          </Stack>
        </ReportCardHeader>
        {report.error ? (
          <LoadError error={report.error} onRetry={() => void report.refetch()} />
        ) : !rows ? (
          <Skeleton variant="rounded" height={240} role="progressbar" aria-label={`Loading ${title}`} />
        ) : (
          <>
            <Typography variant="body2" sx={{ my: 1 }}>
              {webVitalsSummary(rows)}
            </Typography>
            {rows.length > 0 && (
              // It scrolls when long: focusable (and named) so a keyboard user can scroll it too (WCAG 2.1.1).
              <TableContainer sx={{ maxHeight: 480 }} tabIndex={0} role="region" aria-label="Core Web Vitals per page">
                <Table size="small" stickyHeader>
                  <caption>
                    Core Web Vitals per page: the 75th percentile of visits, its rating and visits measured
                  </caption>
                  <TableHead>
                    <TableRow>
                      <TableCell>Page</TableCell>
                      {WEB_VITAL_METRICS.map((metric) => (
                        <TableCell key={metric} align="right">
                          {WEB_VITAL_COLUMN_HEADERS[metric]}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((row) => (
                      <TableRow key={row.route}>
                        <TableCell component="th" scope="row">
                          {row.label}
                        </TableCell>
                        {WEB_VITAL_METRICS.map((metric) => (
                          <TableCell key={metric} align="right">
                            <FigureCell figure={row.figures[metric]} />
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
