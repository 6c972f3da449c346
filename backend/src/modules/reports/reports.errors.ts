import { type reportRangeProblem } from '@coworking/domain';
import { DomainError } from '../../common/errors/domain-error.js';

/**
 * The reports module's refusals: one class, a code per rule. The range rule's words are the domain's
 * (REPORT_RANGE_MESSAGES), shared with the back-office's own check, so the module has no messages file of its own.
 */
export type ReportsErrorCode = 'range-invalid';

export class ReportsError extends DomainError<ReportsErrorCode> {
  readonly module = 'reports';
}

/** Each refusal built in one place, so a rule's code, kind and words cannot drift apart. */
export const REPORTS_ERRORS = {
  /** A report's range that is not dates, runs backwards or is too long, named on the field at fault. */
  rangeInvalid: ({ field, message }: NonNullable<ReturnType<typeof reportRangeProblem>>) =>
    new ReportsError('range-invalid', 'invalid', message, { [field]: message }),
};
