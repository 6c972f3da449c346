import {
  REVENUE_CHANNEL_LABELS,
  REVENUE_CHANNELS,
  REVENUE_PURPOSE_LABELS,
  REVENUE_PURPOSES,
  centsToKes,
  formatKes,
} from 'admin-kit/rules';
import { BandBarChart } from './BandBarChart';
import type { BarSeries } from './PeriodBarChart';
import { FiguresTable, ReportSection, type FigureColumn } from './ReportSection';
import { TimeSeriesSection } from './TimeSeriesSection';
import {
  channelSummary,
  kesFromCents,
  refundsSummary,
  revenueSummary,
  type RefundsReport,
  type RevenueReport,
} from './report-charts';
import { promoCodesSummary, type PromoCodeFigures, type PromoCodeReport } from './promo-code-report';
import { reportCsvUrl } from './report-filters';
import { useReport, type ReportSectionProps } from './use-report';

type RevenuePeriod = RevenueReport['periods'][number];
type RefundPeriod = RefundsReport['periods'][number];
type PurposeCents = Pick<RevenuePeriod, 'bookingsCents' | 'membershipsCents' | 'eventsCents'>;

const formatShilling = (value: number) => formatKes(value);

const kesColumn = <Period,>(header: string, cents: (period: Period) => number): FigureColumn<Period> => ({
  header,
  value: (period) => kesFromCents(cents(period)),
  numeric: true,
});

const BY_PURPOSE: BarSeries<PurposeCents>[] = REVENUE_PURPOSES.map((purpose) => ({
  label: REVENUE_PURPOSE_LABELS[purpose],
  value: (period) => centsToKes(period[`${purpose}Cents`]),
}));
const PURPOSE_COLUMNS: FigureColumn<PurposeCents>[] = REVENUE_PURPOSES.map((purpose) =>
  kesColumn(REVENUE_PURPOSE_LABELS[purpose], (period) => period[`${purpose}Cents`]),
);

const BY_CHANNEL: BarSeries<RevenuePeriod>[] = REVENUE_CHANNELS.map((channel) => ({
  label: REVENUE_CHANNEL_LABELS[channel],
  value: (period) => centsToKes(period[`${channel}Cents`]),
}));
const CHANNEL_COLUMNS: FigureColumn<RevenuePeriod>[] = REVENUE_CHANNELS.map((channel) =>
  kesColumn(REVENUE_CHANNEL_LABELS[channel], (period) => period[`${channel}Cents`]),
);

const SPACE_NOTE = ' With a space chosen, only its bookings count.';

/** Money received, stacked by what it paid for, and the same money stacked by how it was paid. */
export function RevenueSections({ filters, enabled }: ReportSectionProps) {
  const report = useReport('revenue', filters, enabled);
  const csvHref = reportCsvUrl('revenue', filters);
  const spaceNote = filters.spaceId || filters.spaceType ? SPACE_NOTE : '';
  return (
    <>
      <TimeSeriesSection
        title="Revenue by purpose"
        description={`Successful payments on the Nairobi day they were paid, by what they paid for; refunds are shown apart.${spaceNote}`}
        csvHref={csvHref}
        query={report}
        summary={revenueSummary}
        series={BY_PURPOSE}
        stacked
        format={formatShilling}
        caption="Revenue per period by purpose, KES"
        columns={[kesColumn('Total', (period: RevenuePeriod) => period.totalCents), ...PURPOSE_COLUMNS]}
      />
      <TimeSeriesSection
        title="Revenue by channel"
        description={`The same payments by how they were paid: card, M-Pesa (online or to the till), cash, bank.${spaceNote}`}
        csvHref={csvHref}
        query={report}
        summary={(data) => channelSummary(data, REVENUE_CHANNEL_LABELS)}
        series={BY_CHANNEL}
        stacked
        format={formatShilling}
        caption="Revenue per period by channel, KES"
        columns={[{ header: 'Payments', value: (period) => period.payments, numeric: true }, ...CHANNEL_COLUMNS]}
      />
    </>
  );
}

/** Money paid back, on the day the refund was paid out, by what it had paid for. */
export function RefundsSection({ filters, enabled }: ReportSectionProps) {
  return (
    <TimeSeriesSection
      title="Refunds"
      description="Refunds paid out, on the Nairobi day they were paid, by what the payment was for. Pending and failed refunds are left out."
      csvHref={reportCsvUrl('refunds', filters)}
      query={useReport('refunds', filters, enabled)}
      summary={refundsSummary}
      series={BY_PURPOSE}
      stacked
      format={formatShilling}
      caption="Refunds per period, KES"
      columns={[
        { header: 'Refunds', value: (period: RefundPeriod) => period.refunds, numeric: true },
        kesColumn('Paid back', (period: RefundPeriod) => period.refundedCents),
        ...PURPOSE_COLUMNS,
      ]}
    />
  );
}

const PROMO_CODE_SERIES: BarSeries<PromoCodeFigures>[] = [
  { label: 'Paid with the code', value: (code) => centsToKes(code.revenueCents) },
  { label: 'Discount given', value: (code) => centsToKes(code.discountCents) },
];

const PROMO_CODE_COLUMNS: FigureColumn<PromoCodeFigures>[] = [
  { header: 'Code', value: (code) => (code.active ? code.code : `${code.code} (inactive)`) },
  { header: 'New uses', value: (code) => code.redemptions, numeric: true },
  { header: 'Payments', value: (code) => code.payments, numeric: true },
  kesColumn('Paid', (code: PromoCodeFigures) => code.revenueCents),
  kesColumn('Refunded', (code: PromoCodeFigures) => code.refundedCents),
  kesColumn('Discount given', (code: PromoCodeFigures) => code.discountCents),
];

function promoCodeFigures(report: PromoCodeReport) {
  return (
    <FiguresTable
      caption="Payments made with each promo code in the range, KES"
      columns={PROMO_CODE_COLUMNS}
      rows={report.codes}
      rowKey={(code) => code.promoCodeId}
    />
  );
}

/** Per promo code: what payments made with it brought in and what it took off them, renewals included. */
export function PromoCodesSection({ filters, enabled }: ReportSectionProps) {
  const report = useReport('promo-codes', filters, enabled);
  const data = report.data;
  return (
    <ReportSection
      title="Promo codes"
      description="Payments made with each promo code on Nairobi days in the range: new uses (first checkouts paid), every payment it discounted (membership renewals that keep a code's terms included), what they brought in and what the code took off. Spaces and kinds of space do not narrow it."
      csvHref={reportCsvUrl('promo-codes', filters)}
      query={report}
      summary={data && promoCodesSummary(data)}
      chart={
        data &&
        data.codes.length > 0 && (
          <BandBarChart
            rows={data.codes}
            band={(code) => code.code}
            series={PROMO_CODE_SERIES}
            format={formatShilling}
          />
        )
      }
      figures={data && data.codes.length > 0 ? () => promoCodeFigures(data) : undefined}
    />
  );
}
