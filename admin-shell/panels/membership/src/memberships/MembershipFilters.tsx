import { DateFilter, FilterBar, SelectFilter } from 'admin-kit';
import { NO_FILTERS, STATUS_FILTERS, type MembershipFilters as Filters } from './memberships-query';

interface MembershipFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  /** The plans to filter by; empty when the admin may not see plans (the filter is then left out). */
  plans: readonly { id: string; name: string }[];
}

/** Search and filters above the memberships; every change starts again from the first page. */
export function MembershipFilters({ filters, onChange, plans }: MembershipFiltersProps) {
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => onChange({ ...filters, [key]: value });
  return (
    <FilterBar
      label="Filter memberships"
      searchPlaceholder="Name, e-mail, phone, plan"
      filters={filters}
      noFilters={NO_FILTERS}
      onChange={onChange}
    >
      <SelectFilter
        wide
        label="Status"
        value={filters.status}
        choices={STATUS_FILTERS}
        onChange={(value) => set('status', value as Filters['status'])}
      />
      {plans.length > 0 && (
        <SelectFilter
          wide
          label="Plan"
          value={filters.planId}
          choices={plans.map((plan) => ({ value: plan.id, label: plan.name }))}
          onChange={(value) => set('planId', value)}
        />
      )}
      <DateFilter
        label="Renews before"
        value={filters.renewsBefore}
        onChange={(value) => set('renewsBefore', value)}
        helperText="Active or overdue"
      />
    </FilterBar>
  );
}
