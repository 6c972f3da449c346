import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Card,
  CardContent,
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
import { LoadError } from 'admin-kit';
import { useId, useState, type ReactNode } from 'react';

/** One column of a chart's figures table. */
export interface FigureColumn<Row> {
  header: string;
  value: (row: Row) => ReactNode;
  /** Numbers align right. */
  numeric?: boolean;
}

interface FiguresTableProps<Row> {
  caption: string;
  columns: readonly FigureColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

/** A chart's numbers as a table: the text alternative to the picture. */
export function FiguresTable<Row>({ caption, columns, rows, rowKey }: FiguresTableProps<Row>) {
  return (
    // It scrolls when long: focusable (and named) so a keyboard user can scroll it too (WCAG 2.1.1).
    <TableContainer sx={{ maxHeight: 360 }} tabIndex={0} role="region" aria-label={caption}>
      <Table size="small" stickyHeader>
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.numeric ? 'right' : 'left'}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column, index) => (
                <TableCell
                  key={column.header}
                  align={column.numeric ? 'right' : 'left'}
                  component={index === 0 ? 'th' : 'td'}
                  scope={index === 0 ? 'row' : undefined}
                >
                  {column.value(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** What a section needs to know of its report's query (react-admin's useGetOne result). */
export interface ReportQueryState {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface ReportSectionProps {
  title: string;
  /** What the chart counts and how, in a sentence. */
  description: string;
  /** The same figures as a CSV download. */
  csvHref: string;
  query: ReportQueryState;
  /** The figures in words (the chart's accessible description); absent while loading. */
  summary?: string;
  /** The chart, drawn once the figures are in. */
  chart?: ReactNode;
  /** The figures as a table, drawn only when asked for (a year by hour is thousands of cells). */
  figures?: () => ReactNode;
}

/** The CSV of a report's figures with its filters: a plain link, so the browser sends the session and saves the file. */
export function CsvDownloadButton({ href, title }: { href: string; title: string }) {
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<DownloadIcon />}
      href={href}
      download
      aria-label={`Download CSV: ${title}`}
      sx={{ flexShrink: 0 }}
    >
      Download CSV
    </Button>
  );
}

/** A report card's heading and what it counts, with its controls (filters, the CSV) beside them on wide screens. */
export function ReportCardHeader(props: {
  headingId: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const { headingId, title, description, children } = props;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 1 }}
    >
      <Box>
        <Typography id={headingId} variant="h6" component="h3">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      </Box>
      {children}
    </Stack>
  );
}

/**
 * A report's card: its heading, what it counts, a Download CSV link, the chart (an image described by the summary
 * sentence) and a button that shows the same figures as a table.
 */
export function ReportSection({ title, description, csvHref, query, summary, chart, figures }: ReportSectionProps) {
  const id = useId();
  const [showFigures, setShowFigures] = useState(false);
  const headingId = `${id}-title`;
  const summaryId = `${id}-summary`;
  const figuresId = `${id}-figures`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <ReportCardHeader headingId={headingId} title={title} description={description}>
          <CsvDownloadButton href={csvHref} title={title} />
        </ReportCardHeader>
        {query.error ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : query.isPending || summary === undefined ? (
          <Skeleton variant="rounded" height={240} role="progressbar" aria-label={`Loading ${title}`} />
        ) : (
          <>
            <Typography id={summaryId} variant="body2" sx={{ my: 1 }}>
              {summary}
            </Typography>
            <Box role="img" aria-labelledby={headingId} aria-describedby={summaryId} data-testid="report-chart">
              {chart}
            </Box>
            {figures && (
              <>
                <Button
                  size="small"
                  onClick={() => setShowFigures((shown) => !shown)}
                  aria-expanded={showFigures}
                  aria-controls={figuresId}
                  sx={{ mt: 1 }}
                >
                  {showFigures ? 'Hide the figures' : 'Show the figures as a table'}
                </Button>
                <Box id={figuresId} hidden={!showFigures}>
                  {showFigures && figures()}
                </Box>
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
