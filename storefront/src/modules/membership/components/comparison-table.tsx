import { Check, Minus } from 'lucide-react';
import {
  allowanceRows,
  byDisplayOrder,
  cellDisplay,
  type ComparisonCell,
  type ComparisonFeature,
  type Plan,
} from '../membership-rules';

/**
 * Features by plans; only active plans are columns, both axes by display order then name. What each plan includes
 * per period (desk days, meeting-room hours, guest passes, member discount) comes first, from the plans' own fields.
 */
export function ComparisonTable({
  plans,
  features,
  cells,
}: {
  plans: Plan[];
  features: ComparisonFeature[];
  cells: ComparisonCell[];
}) {
  const columns = byDisplayOrder(plans.filter((plan) => plan.isActive));
  const rows = byDisplayOrder(features.filter((feature) => feature.isActive));
  const value = new Map(cells.map((cell) => [`${cell.comparisonFeatureId}:${cell.membershipPlanId}`, cell.value]));
  const allowance = allowanceRows(columns);
  if ((rows.length === 0 && allowance.length === 0) || columns.length === 0) return null;
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">What each plan includes</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="p-4 font-semibold">
              Feature
            </th>
            {columns.map((plan) => (
              <th key={plan.id} scope="col" className="p-4 text-center font-semibold">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {allowance.map((row) => (
            <tr key={row.key} className="border-t border-slate-100 bg-brand-50">
              <th scope="row" className="p-4 font-medium">
                {row.label}
              </th>
              {row.values.map((text, index) => (
                <td key={columns[index]!.id} className="p-4 text-center font-medium">
                  {text ?? <Minus role="img" aria-label="Not included" className="mx-auto size-5 text-slate-400" />}
                </td>
              ))}
            </tr>
          ))}
          {rows.map((feature) => (
            <tr key={feature.id} className="border-t border-slate-100">
              <th scope="row" className="p-4 font-medium">
                {feature.name}
              </th>
              {columns.map((plan) => {
                const shown = cellDisplay(value.get(`${feature.id}:${plan.id}`));
                return (
                  <td key={plan.id} className="p-4 text-center">
                    {shown.kind === 'tick' ? (
                      <Check role="img" aria-label="Included" className="mx-auto size-5 text-brand-700" />
                    ) : shown.kind === 'dash' ? (
                      <Minus role="img" aria-label="Not included" className="mx-auto size-5 text-slate-400" />
                    ) : (
                      shown.text
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
