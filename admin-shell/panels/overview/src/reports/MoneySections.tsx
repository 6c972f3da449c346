import {
  REVENUE_CHANNEL_LABELS,
  REVENUE_CHANNELS,
  REVENUE_PURPOSE_LABELS,
  REVENUE_PURPOSES,
  centsToKes,
  formatKes,
} from 'admin-kit/rules';
import { PeriodBarChart, type BarSeries } from './PeriodBarChart';
import { FiguresTable, ReportSection, type FigureColumn } from './ReportSection';
import {
  channelSummary,
  kesFromCents,
  periodLabel,
  refundsSummary,
  revenueSummary,
  type RefundsReport,
  type RevenueReport,
} from './report-charts';
import { reportCsvUrl, type ReportFilterValues } from './report-filters';
import { useReport } from './use-report';

type RevenuePeriod = RevenueReport['periods'][number];
type RefundPeriod = RefundsReport['periods'][number];

interface SectionProps {
  filters: ReportFilterValues;
  enabled: boolean;
}

const formatShilling = (value: number) => formatKes(value);

const BY_PURPOSE: BarSeries<RevenuePeriod | RefundPeriod>[] = REVENUE_PURPOSES.map((purpose) => ({
  label: REVENUE_PURPOSE_LABELS[purpose],
  value: (period) => centsToKes(period[`${purpose}Cents`]),
}));

const BY_CHANNEL: BarSeries<RevenuePeriod>[] = REVENUE_CHANNELS.map((channel) => ({
  label: REVENUE_CHANNEL_LABELS[channel],
  value: (period) => centsToKes(period[`${channel}Cents`]),
}));

const SPACE_NOTE = ' With a space chosen, only its bookings count.';

function moneyFigures<Period extends RevenuePeriod | RefundPeriod>(
  caption: string,
  report: { interval: RevenueReport['interval']; periods: Period[] },
  columns: FigureColumn<Period>[],
) {
  return (
    <FiguresTable
      caption={caption}
      columns={[
        { header: 'Period', value: (period: Period) => periodLabel(period.period, report.interval) },
        ...columns,
      ]}
      rows={report.periods}
      rowKey={(period) => period.period}
    />
  );
}

const kesColumn = <Period,>(header: string, cents: (period: Period) => number): FigureColumn<Period> => ({
  header,
  value: (period) => kesFromCents(cents(period)),
  numeric: true,
});

/** Money received, stacked by what it paid for, and the same money stacked by how it was paid. */
export function RevenueSections({ filters, enabled }: SectionProps) {
  const report = useReport('revenue', filters, enabled);
  const data = report.data;
  const common = {
    csvHref: reportCsvUrl('revenue', filters),
    loading: report.isPending,
    error: report.error,
    onRetry: () => void report.refetch(),
  };
  const spaceChosen = Boolean(filters.spaceId || filters.spaceType);
  return (
    <>
      <ReportSection
        {...common}
        title="Revenue by purpose"
        summary={data && revenueSummary(data)}
        description={`Successful payments on the Nairobi day they were paid, by what they paid for; refunds are shown apart.${spaceChosen ? SPACE_NOTE : ''}`}
        chart={
          data && (
            <PeriodBarChart
              periods={data.periods}
              interval={data.interval}
              series={BY_PURPOSE}
              stacked
              format={formatShilling}
            />
          )
        }
        figures={
          data &&
          (() =>
            moneyFigures('Revenue per period by purpose, KES', data, [
              kesColumn('Total', (period) => period.totalCents),
              ...REVENUE_PURPOSES.map((purpose) =>
                kesColumn<RevenuePeriod>(REVENUE_PURPOSE_LABELS[purpose], (period) => period[`${purpose}Cents`]),
              ),
            ]))
        }
      />
      <ReportSection
        {...common}
        title="Revenue by channel"
        summary={data && channelSummary(data, REVENUE_CHANNEL_LABELS)}
        description={`The same payments by how they were paid: card, M-Pesa (online or to the till), cash, bank.${spaceChosen ? SPACE_NOTE : ''}`}
        chart={
          data && (
            <PeriodBarChart
              periods={data.periods}
              interval={data.interval}
              series={BY_CHANNEL}
              stacked
              format={formatShilling}
            />
          )
        }
        figures={
          data &&
          (() =>
            moneyFigures('Revenue per period by channel, KES', data, [
              { header: 'Payments', value: (period) => period.payments, numeric: true },
              ...REVENUE_CHANNELS.map((channel) =>
                kesColumn<RevenuePeriod>(REVENUE_CHANNEL_LABELS[channel], (period) => period[`${channel}Cents`]),
              ),
            ]))
        }
      />
    </>
  );
}

/** Money paid back, on the day the refund was paid out, by what it had paid for. */
export function RefundsSection({ filters, enabled }: SectionProps) {
  const report = useReport('refunds', filters, enabled);
  const data = report.data;
  return (
    <ReportSection
      title="Refunds"
      description="Refunds paid out, on the Nairobi day they were paid, by what the payment was for. Pending and failed refunds are left out."
      csvHref={reportCsvUrl('refunds', filters)}
      loading={report.isPending}
      error={report.error}
      onRetry={() => void report.refetch()}
      summary={data && refundsSummary(data)}
      chart={
        data && (
          <PeriodBarChart
            periods={data.periods}
            interval={data.interval}
            series={BY_PURPOSE}
            stacked
            format={formatShilling}
          />
        )
      }
      figures={
        data &&
        (() =>
          moneyFigures('Refunds per period, KES', data, [
            { header: 'Refunds', value: (period) => period.refunds, numeric: true },
            kesColumn('Paid back', (period) => period.refundedCents),
            ...REVENUE_PURPOSES.map((purpose) =>
              kesColumn<RefundPeriod>(REVENUE_PURPOSE_LABELS[purpose], (period) => period[`${purpose}Cents`]),
            ),
          ]))
      }
    />
  );
}
