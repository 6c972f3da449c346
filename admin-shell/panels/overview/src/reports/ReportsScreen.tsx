import { Alert, Stack } from '@mui/material';
import { ScreenHeader } from 'admin-kit';
import { useState } from 'react';
import { useRefresh } from 'react-admin';
import { PromoCodesSection, RefundsSection, RevenueSections } from './MoneySections';
import { OccupancyByHourSection, OccupancyBySpaceSection } from './OccupancySections';
import { MembersSection, ToursSection } from './PeopleSections';
import { ReportFilterBar } from './ReportFilterBar';
import { AllowanceUseSection, CheckInsSection } from './UsageSections';
import { WebVitalsSection } from './WebVitalsSection';
import { defaultReportFilters, rangeProblem } from './report-filters';

/**
 * Reports tab: occupancy heatmaps, revenue by purpose and by channel, refunds, promo codes, new and renewing members,
 * tour conversion, allowance use per plan and check-ins with no-shows for a range of Nairobi dates, and the storefront's Core Web Vitals per page, each with its CSV. Every
 * figure comes from the API (reports.view).
 */
export function ReportsScreen() {
  const [filters, setFilters] = useState(defaultReportFilters);
  const refresh = useRefresh();
  const problem = rangeProblem(filters);
  const props = { filters, enabled: problem === null };
  return (
    <section aria-label="Reports">
      <ScreenHeader title="Reports" subtitle="Nairobi dates and hours; money in KES" onRefresh={refresh} />
      <ReportFilterBar filters={filters} onChange={setFilters} />
      {problem ? (
        <Alert severity="warning">{problem.message}</Alert>
      ) : (
        <Stack spacing={3}>
          <OccupancyByHourSection {...props} />
          <OccupancyBySpaceSection {...props} />
          <RevenueSections {...props} />
          <RefundsSection {...props} />
          <PromoCodesSection {...props} />
          <MembersSection {...props} />
          <ToursSection {...props} />
          <AllowanceUseSection {...props} />
          <CheckInsSection {...props} />
          <WebVitalsSection {...props} />
        </Stack>
      )}
    </section>
  );
}
