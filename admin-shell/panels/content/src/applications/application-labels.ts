import type { BadgeVariant, ColumnSort, SortOrder } from 'admin-kit';
import {
  JOB_APPLICATION_STATUSES,
  JOB_APPLICATION_TRANSITIONS,
  JOB_POSITIONS,
  type JobApplicationStatus,
} from 'admin-kit/rules';

export const APPLICATION_STATUS_LABELS: Readonly<Record<JobApplicationStatus, string>> = {
  new: 'New',
  reviewing: 'Reviewing',
  rejected: 'Rejected',
  hired: 'Hired',
};

const BADGES: Readonly<Record<JobApplicationStatus, BadgeVariant>> = {
  new: 'destructive',
  reviewing: 'warning',
  rejected: 'secondary',
  hired: 'success',
};

export function applicationStatusBadge(status: JobApplicationStatus): { label: string; variant: BadgeVariant } {
  return { label: APPLICATION_STATUS_LABELS[status], variant: BADGES[status] };
}

const MOVE_LABELS: Readonly<Record<JobApplicationStatus, string>> = {
  new: 'New',
  reviewing: 'Start review',
  rejected: 'Reject',
  hired: 'Hire',
};

/** The buttons an application offers: the moves its status allows. */
export function applicationMoves(status: JobApplicationStatus): { to: JobApplicationStatus; label: string }[] {
  return JOB_APPLICATION_TRANSITIONS[status].map((to) => ({ to, label: MOVE_LABELS[to] }));
}

export const APPLICATION_STATUS_FILTERS = JOB_APPLICATION_STATUSES.map((status) => ({
  value: status,
  label: APPLICATION_STATUS_LABELS[status],
}));
export const POSITION_FILTERS = JOB_POSITIONS.map((position) => ({ value: position, label: position }));

export interface ApplicationFilters {
  q: string;
  status: string;
  position: string;
  from: string;
  to: string;
}
export const NO_APPLICATION_FILTERS: ApplicationFilters = { q: '', status: '', position: '', from: '', to: '' };

export type ApplicationSortField = 'createdAt' | 'status' | 'position' | 'lastName' | 'email';
export const DEFAULT_APPLICATION_SORT: ColumnSort<ApplicationSortField> = { field: 'createdAt', order: 'DESC' };
export const APPLICATION_FIRST_ORDER: Readonly<Partial<Record<ApplicationSortField, SortOrder>>> = {
  lastName: 'ASC',
  email: 'ASC',
  position: 'ASC',
  status: 'ASC',
};
