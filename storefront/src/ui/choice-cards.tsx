import { type InputHTMLAttributes } from 'react';
import { cx } from './cx';

export interface Choice<Value extends string> {
  value: Value;
  title: string;
  detail: string;
}

interface ChoiceCardsProps<Value extends string> {
  legend: string;
  choices: Choice<Value>[];
  /** The choice as it stands, drawn as chosen. */
  chosen: Value;
  /** Each radio's own attributes: a form library's `register(…)`, or `name`, `checked` and `onChange`. */
  inputProps(value: Value): InputHTMLAttributes<HTMLInputElement>;
}

/** A radio group drawn as cards side by side (stacked on phones), each with a title and a line of detail. */
export function ChoiceCards<Value extends string>({ legend, choices, chosen, inputProps }: ChoiceCardsProps<Value>) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cx(
              'flex cursor-pointer gap-3 rounded-xl border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700',
              chosen === choice.value
                ? 'border-brand-700 bg-brand-50'
                : 'border-slate-200 bg-white hover:border-brand-600',
            )}
          >
            <input
              type="radio"
              className="mt-1 size-4 shrink-0 accent-brand-700"
              value={choice.value}
              {...inputProps(choice.value)}
            />
            <span>
              <span className="block font-semibold">{choice.title}</span>
              <span className="block text-sm text-slate-600">{choice.detail}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
